/**
 * /area-logada, 'Área Logada' (spec loan-area section 2): the signed-in user's doors: the profile, the loan area,
 * and the events when the `user-has-event` flag says there are some.
 */
import { useAppSelector } from '../../../state/hooks';
import { selectHasEvents } from '../../../state/auth/authSlice';
import type { AreaCard } from '../../../components/areaCards/AreaCards';
import { CalendarIcon, CarIcon, ProfileIcon } from '../../../components/areaCards/areaCardIcons';
import { AreaMenuPage } from '../../../components/areaCards/AreaMenuPage';
import { paths } from '../../../domain/routes';

const loggedAreaTitle = 'Área Logada';

export default function LoggedAreaPage() {
  const hasEvents = useAppSelector(selectHasEvents);
  const cards: AreaCard[] = [
    { id: 'profile', title: 'Perfil', to: paths.registry.href(), Icon: ProfileIcon },
    { id: 'loans', title: 'Solicitação de Veículo', to: paths.loanHome.href(), Icon: CarIcon },
  ];
  if (hasEvents) cards.push({ id: 'events', title: 'Eventos', to: paths.events.href(), Icon: CalendarIcon });
  return <AreaMenuPage title={loggedAreaTitle} cards={cards} />;
}
