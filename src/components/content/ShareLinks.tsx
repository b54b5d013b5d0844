import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '../../lib/config';
import { publicPageUrl, shareLinks, type ShareNetwork } from '../../domain/sharing';
import './content.css';

const icons: Record<ShareNetwork, ReactNode> = {
  x: (
    <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
  ),
  facebook: (
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4c-2.3 0-3.9 1.4-3.9 4v2.5H7.8v3h2.6V21h3.1z" />
  ),
  linkedin: (
    <path d="M6.9 8.6H3.5V20h3.4V8.6zM5.2 3.3a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM20.5 13.6c0-3.1-.7-5.3-4.3-5.3-1.7 0-2.9.9-3.3 1.8h-.1V8.6H9.5V20h3.4v-5.6c0-1.5.3-2.9 2.1-2.9s1.9 1.7 1.9 3V20h3.4v-6.4z" />
  ),
  whatsapp: (
    <path d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.6 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5zm0 17.1c-1.5 0-2.9-.4-4.1-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.7 7.7 0 1 1 12 19.6zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1c0 1.2.9 2.4 1 2.6.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.4-.6 1.6-1.2.2-.6.2-1.1.1-1.2l-.5-.3z" />
  ),
  email: (
    <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.8 7l6.2 4.1L18.2 7H5.8z" />
  ),
};

export interface ShareLinksProps {
  /** The page's title, sent along where a network takes one. */
  title: string;
  /** The page's path on the site; the current address when left out (its query, such as a preview token, never
   * leaves in a share link). */
  path?: string;
  className?: string;
}

/** The five share links of a page (spec section 2), built from the site's public address and the page path. */
export function ShareLinks({ title, path, className }: ShareLinksProps) {
  const location = useLocation();
  const pageUrl = publicPageUrl(config.publicUrl, path ?? location.pathname);
  return (
    <nav className={['share-links', className].filter(Boolean).join(' ')} aria-label="Compartilhar">
      <span className="share-links__label" aria-hidden="true">
        Compartilhar
      </span>
      <ul className="share-links__list">
        {shareLinks(pageUrl, title).map((link) => (
          <li key={link.network}>
            <a
              className={`share-links__link share-links__link--${link.network}`}
              href={link.href}
              aria-label={link.label}
              title={link.label}
              {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                {icons[link.network]}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
