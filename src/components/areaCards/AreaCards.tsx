/**
 * The cards of the logged-in area's menus (/area-logada, /home-comodato): a grid of large targets, each an icon and
 * a title. A card that goes somewhere is a real link (opens in a new tab, shows its address); one that does
 * something (Logout) is a button.
 */
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import './areaCards.css';

interface IconProps {
  className?: string;
}

interface CardBase {
  /** Unique within a grid; tests and React keys use it. */
  id: string;
  title: string;
  Icon: ComponentType<IconProps>;
}

export type AreaCard =
  (CardBase & { to: string }) | (CardBase & { onSelect: () => void; busy?: boolean; busyTitle?: string });

function CardContent({ card, title }: { card: AreaCard; title: string }) {
  return (
    <>
      <span className="area-card__icon">
        <card.Icon className="area-card__svg" />
      </span>
      <span className="area-card__title">{title}</span>
    </>
  );
}

export function AreaCardGrid({ cards, label }: { cards: AreaCard[]; label: string }) {
  return (
    <ul className="area-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.id} className="area-cards__item">
          {'to' in card ? (
            <Link className="area-card" to={card.to}>
              <CardContent card={card} title={card.title} />
            </Link>
          ) : (
            <button
              type="button"
              className="area-card area-card--action"
              onClick={card.onSelect}
              disabled={card.busy}
              aria-busy={card.busy || undefined}
            >
              <CardContent card={card} title={card.busy && card.busyTitle ? card.busyTitle : card.title} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
