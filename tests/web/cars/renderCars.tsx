import { Route, Routes } from 'react-router-dom';
import { PrintLayout } from '../../../src/components/layout/print/PrintLayout';
import CarListPage from '../../../src/features/cars/pages/CarListPage';
import CarPage from '../../../src/features/cars/pages/CarPage';
import VersionPage from '../../../src/features/cars/pages/VersionPage';
import { paths } from '../../../src/domain/routes';
import { LocationProbe, renderWithProviders } from '../utils';

/** The car pages at their routes of the route table (without the site's layout, whose own tests cover it), at `route`. */
export function renderCars(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={paths.home.path} element={<h1>Página inicial</h1>} />
        {([3, 2, 1] as const).map((category) => (
          <Route
            key={category}
            path={paths.cars.list[category].path}
            element={<CarListPage category={category} />}
          />
        ))}
        <Route path={paths.cars.detail.path} element={<CarPage />} />
        <Route path={paths.cars.version.path} element={<VersionPage />} />
        <Route element={<PrintLayout />}>
          <Route path={paths.cars.versionPdf.path} element={<VersionPage />} />
        </Route>
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}
