import { useAppSelector } from '../../../state/hooks';
import { selectIsLoggedIn, selectUser } from '../../../state/auth/authSlice';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { FollowedSubjects } from '../components/FollowedSubjects';
import { RegistryForm } from '../components/RegistryForm';
import { profileTexts } from '../profileTexts';
import '../profile.scss';

/**
 * /registry, 'Cadastro' (spec sections 2 and 4): where a signed-in user completes the profile, and later edits it
 * from the header's Perfil. The route keeps visitors without a user out (RequireUser); the form starts from the
 * stored user. Once the profile is complete, the subjects the person follows are listed under it.
 */
export default function RegistryPage() {
  useDocumentTitle(profileTexts.title);
  const user = useAppSelector(selectUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);

  return (
    <div className="registry-page site-container">
      <Breadcrumb items={[{ label: profileTexts.title }]} />
      <h1 className="registry-page__title">{profileTexts.title}</h1>
      <p className="registry-page__lead">{profileTexts.lead}</p>
      {/* Keyed by the user, so another account signing in (another tab) never sees the first one's form. */}
      {user && <RegistryForm key={user.id} user={user} />}
      {user && loggedIn && <FollowedSubjects key={user.id} userId={user.id} />}
    </div>
  );
}
