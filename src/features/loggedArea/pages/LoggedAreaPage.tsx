/**
 * /area-logada, 'Área Logada' (spec loan-area section 2): the signed-in user's doors: the profile, the loan area
 * when the user's role has a card there (the restricted role has none), and the events when the `user-has-event`
 * flag says there are some.
 */
import { useAppSelector } from '../../../state/hooks';
import { selectHasEvents, selectUser } from '../../../state/auth/authSlice';
import type { AreaCard } from '../../../components/areaCards/AreaCards';
import { CalendarIcon, CarIcon, ProfileIcon } from '../../../components/areaCards/areaCardIcons';
import { AreaMenuPage } from '../../../components/areaCards/AreaMenuPage';
import { paths } from '../../../domain/routes';
import { can, type Capability } from '../../../domain/roles';

const loggedAreaTitle = 'Área Logada';

/** The capabilities behind the loan area's cards: a role with none has nothing to open there. */
const loanAreaCapabilities: Capability[] = [
  'requestLoan',
  'approveAsBackoffice',
  'approveAsManager',
  'pickup',
  'checklist',
  'cancelCard',
];
const hasLoanArea = (role: number) =>
  loanAreaCapabilities.some((capability) => can(role, capability, { adminFlag: true }));

export default function LoggedAreaPage() {
  const hasEvents = useAppSelector(selectHasEvents);
  const user = useAppSelector(selectUser);
  const cards: AreaCard[] = [
    { id: 'profile', title: 'Perfil', to: paths.registry.href(), Icon: ProfileIcon },
  ];
  if (user && hasLoanArea(user.role))
    cards.push({ id: 'loans', title: 'Solicitação de Veículo', to: paths.loanHome.href(), Icon: CarIcon });
  if (hasEvents) cards.push({ id: 'events', title: 'Eventos', to: paths.events.href(), Icon: CalendarIcon });
  return <AreaMenuPage title={loggedAreaTitle} cards={cards} />;
}
