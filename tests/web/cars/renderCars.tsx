import { Route, Routes } from 'react-router-dom';
import { PrintLayout } from '../../../src/components/layout/PrintLayout';
import CarListPage from '../../../src/features/cars/pages/CarListPage';
import CarPage from '../../../src/features/cars/pages/CarPage';
import VersionPage from '../../../src/features/cars/pages/VersionPage';
import { LocationProbe, renderWithProviders } from '../utils';

/** The car pages at their routes of src/app/routes.tsx (without the site's layout, whose own tests cover it), at `route`. */
export function renderCars(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="home" element={<h1>Página inicial</h1>} />
        <Route path="cars/models" element={<CarListPage category={3} />} />
        <Route path="cars/concepts" element={<CarListPage category={2} />} />
        <Route path="cars/classics" element={<CarListPage category={1} />} />
        <Route path="cars/car/:carId" element={<CarPage />} />
        <Route path="cars/version/:carId/:versionId" element={<VersionPage />} />
        <Route element={<PrintLayout />}>
          <Route path="cars/version/:carId/:versionId/pdf" element={<VersionPage />} />
        </Route>
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}
