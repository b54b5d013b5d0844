import type { SocialFeedItem } from '../../../domain/content';
import { displayTitle, formatDate } from '../../../domain/format';

function NewTabNote() {
  return <span className="visually-hidden"> (abre em nova aba)</span>;
}

/**
 * The latest tweets and YouTube videos. Each opens the network's page in a new tab; `noopener` keeps that page
 * from steering this one through `window.opener`, `noreferrer` keeps our address out of its logs.
 */
export function SocialFeeds({ tweets, videos }: { tweets: SocialFeedItem[]; videos: SocialFeedItem[] }) {
  return (
    <div className="home-social">
      {tweets.length > 0 && (
        <div className="home-social__column">
          <h3 className="home-social__heading">Últimas publicações no X</h3>
          <ul className="home-social__tweets">
            {tweets.map((tweet) => (
              <li key={tweet.id}>
                <a className="home-tweet" href={tweet.link} target="_blank" rel="noopener noreferrer">
                  <span className="home-tweet__text text-clamp">{tweet.content || tweet.title}</span>
                  <time className="home-card__meta" dateTime={tweet.isoDate}>
                    {formatDate(tweet.isoDate)}
                  </time>
                  <NewTabNote />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {videos.length > 0 && (
        <div className="home-social__column home-social__column--videos">
          <h3 className="home-social__heading">Vídeos no YouTube</h3>
          <ul className="home-social__videos">
            {videos.map((video) => (
              <li key={video.id}>
                <a className="home-youtube" href={video.link} target="_blank" rel="noopener noreferrer">
                  <span className="home-youtube__icon" aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                    </svg>
                  </span>
                  <span className="home-youtube__body">
                    <span className="home-youtube__title">{displayTitle(video.title)}</span>
                    <time className="home-card__meta" dateTime={video.isoDate}>
                      {formatDate(video.isoDate)}
                    </time>
                  </span>
                  <NewTabNote />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
