import { Link } from 'react-router-dom';
import { paths } from '../../../domain/routes';

/** The logged-in user's welcome at the top of the home page, leading to the logged-in area (spec section 2). */
export function WelcomeBlock({ name }: { name: string }) {
  // 'Olá, Ana!': the first word of the name; a plain greeting when there is none.
  const first = name.trim().split(' ')[0];
  return (
    <section className="home-welcome" aria-label="Boas-vindas">
      <div className="home-container home-welcome__inner">
        <p className="home-welcome__title">{first ? `Olá, ${first}!` : 'Olá!'}</p>
        <Link to={paths.loggedArea.href()} className="home-welcome__link">
          Acessar área logada
        </Link>
      </div>
    </section>
  );
}
