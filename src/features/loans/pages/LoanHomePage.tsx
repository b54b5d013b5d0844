/**
 * /home-comodato, 'Empréstimo de Veículos' (spec loan-area sections 2 and 6): the loan area's cards for the signed-in
 * user's role, and Logout. Cards of screens not built yet still link to their routes, which fall to /home until
 * they land.
 */
import type { AreaCard } from '../../../components/areaCards/AreaCards';
import {
  ApprovalIcon,
  CancelIcon,
  CarIcon,
  ChecklistIcon,
  FleetIcon,
  KeyIcon,
  LogoutIcon,
  ManagerApprovalIcon,
} from '../../../components/areaCards/areaCardIcons';
import { AreaMenuPage } from '../../../components/areaCards/AreaMenuPage';
import { useAppSelector } from '../../../state/hooks';
import { selectUser } from '../../../state/auth/authSlice';
import { paths } from '../../../domain/routes';
import { loanHomeLinks, loanHomeTexts, type LoanHomeCardId } from '../home/loanHomeCards';
import { useLogout } from '../home/useLogout';
import { MyLoansIcon } from '../mine/MyLoansIcon';

const icons: Record<LoanHomeCardId, AreaCard['Icon']> = {
  request: CarIcon,
  mine: MyLoansIcon,
  approval: ApprovalIcon,
  adminApproval: ManagerApprovalIcon,
  pickup: KeyIcon,
  checklist: ChecklistIcon,
  cancel: CancelIcon,
  fleet: FleetIcon,
};

export default function LoanHomePage() {
  const user = useAppSelector(selectUser);
  const { leaving, logout } = useLogout();
  // The route lets no one in without a user; without one there is nothing but Logout to offer.
  const links = user ? loanHomeLinks(user.role) : [];
  const cards: AreaCard[] = [
    ...links.map((link) => ({ ...link, Icon: icons[link.id] })),
    {
      id: 'logout',
      title: loanHomeTexts.logout,
      Icon: LogoutIcon,
      onSelect: logout,
      busy: leaving,
      busyTitle: loanHomeTexts.leaving,
    },
  ];
  return (
    <AreaMenuPage
      title={loanHomeTexts.title}
      trail={[{ label: 'Área Logada', to: paths.loggedArea.href() }]}
      cards={cards}
    />
  );
}
