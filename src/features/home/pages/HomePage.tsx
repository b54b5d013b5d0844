import { Link } from 'react-router-dom';
import { requestStatusOf, type RequestStatus } from '../../../lib/api/requestStatus';
import { useGetContactsQuery } from '../../../lib/api/siteApi';
import { homeLimits } from '../../../domain/limits';
import { paths } from '../../../domain/routes';
import { ContactGroups } from '../../../components/contacts/ContactGroups';
import { ListPreviewMarker } from '../../../components/content/ListPreviewMarker';
import { usePreviewToken } from '../../../components/content/usePreviewToken';
import { BlockState, HomeSection } from '../components/HomeSection';
import { CarsGrid } from '../components/CarsGrid';
import { CarsSlider } from '../components/CarsSlider';
import { GalleryGrid } from '../components/GalleryGrid';
import { HomeBanner } from '../components/HomeBanner';
import { HomePanels, type HomePanel } from '../components/HomePanels';
import { NewsList } from '../components/NewsList';
import { SocialFeeds } from '../components/SocialFeeds';
import { WelcomeBlock } from '../components/WelcomeBlock';
import { useAppSelector } from '../../../state/hooks';
import { useGetHomeQuery, useGetTweetsQuery, useGetYoutubeFeedQuery } from '../homeApi';
import { homeItemCounts } from '../homeRules';
import { useIsDesktop } from '../../../lib/useMediaQuery';
import '../home.css';

interface HomeBlock extends HomePanel {
  status: RequestStatus;
}

/** Two feeds behind one block: it is loading while either loads with nothing yet to show, failed when both did. */
function combinedStatus(a: RequestStatus, b: RequestStatus, hasData: boolean): RequestStatus {
  if (a === 'failed' && b === 'failed') return 'failed';
  if (hasData) return 'succeeded';
  if (a === 'succeeded' && b === 'succeeded') return 'succeeded';
  if (a === 'failed' || b === 'failed') return a === 'failed' ? b : a;
  return 'pending';
}

export default function HomePage() {
  const isDesktop = useIsDesktop();
  // The logged-in user's name (spec section 6: the welcome block and the logged tab bar), null for anyone else. Read
  // from the store's auth state directly: features don't import each other; the store's types keep it in step.
  const loggedInName = useAppSelector(({ auth }) =>
    auth.userData?.user.loggedIn ? auth.userData.user.name : null,
  );

  // The banner's preview link (`?token=`): the home with the draft's slides, under a marker that says so.
  const previewToken = usePreviewToken();
  const homeQuery = useGetHomeQuery(previewToken);
  const tweetsQuery = useGetTweetsQuery();
  const videosQuery = useGetYoutubeFeedQuery();
  const contactsQuery = useGetContactsQuery();
  const home = homeQuery.data;
  const homeStatus = requestStatusOf(homeQuery);
  const tweetsStatus = requestStatusOf(tweetsQuery);
  const videosStatus = requestStatusOf(videosQuery);
  const contacts = contactsQuery.data ?? [];
  const contactsStatus = requestStatusOf(contactsQuery);

  const counts = homeItemCounts(isDesktop);
  const news = (home?.news ?? []).slice(0, counts.news);
  const gallery = (home?.gallery ?? []).slice(0, counts.gallery);
  const cars = home?.cars ?? [];
  const latestTweets = (tweetsQuery.data ?? []).slice(0, homeLimits.tweets);
  const latestVideos = (videosQuery.data ?? []).slice(0, homeLimits.youtube);
  const socialStatus = combinedStatus(
    tweetsStatus,
    videosStatus,
    latestTweets.length + latestVideos.length > 0,
  );

  const blocks: HomeBlock[] = [
    {
      key: 'news',
      tab: 'News',
      title: 'Notícias',
      status: homeStatus,
      action: (
        <Link to={paths.news.list.href()} className="home-section__action">
          Ver mais<span className="visually-hidden"> notícias</span>
        </Link>
      ),
      content: (
        <BlockState status={homeStatus} isEmpty={news.length === 0} emptyText="Nenhuma notícia publicada.">
          <NewsList news={news} />
        </BlockState>
      ),
    },
    {
      key: 'gallery',
      tab: 'Galeria',
      title: 'Últimas fotos e vídeos',
      status: homeStatus,
      action: (
        <Link to={paths.gallery.home.href()} className="home-section__action">
          Ver galeria
        </Link>
      ),
      content: (
        <BlockState
          status={homeStatus}
          isEmpty={gallery.length === 0}
          emptyText="Nenhuma foto ou vídeo publicado."
        >
          <GalleryGrid items={gallery} />
        </BlockState>
      ),
    },
    {
      key: 'cars',
      tab: 'Carros',
      title: 'Carros',
      status: homeStatus,
      content: (
        <BlockState status={homeStatus} isEmpty={cars.length === 0} emptyText="Nenhum carro encontrado">
          {isDesktop ? <CarsSlider cars={cars} /> : <CarsGrid cars={cars} />}
        </BlockState>
      ),
    },
    {
      key: 'social',
      tab: 'Social',
      title: 'Social',
      status: socialStatus,
      content: (
        <BlockState
          status={socialStatus}
          isEmpty={latestTweets.length + latestVideos.length === 0}
          emptyText="Nenhuma publicação recente."
        >
          <SocialFeeds tweets={latestTweets} videos={latestVideos} />
        </BlockState>
      ),
    },
    {
      key: 'contacts',
      tab: 'Contatos',
      title: 'Contatos',
      status: contactsStatus,
      content: (
        <BlockState
          status={contactsStatus}
          isEmpty={contacts.length === 0}
          emptyText="Nenhum contato disponível."
        >
          <ContactGroups groups={contacts} headingLevel={3} />
        </BlockState>
      ),
    },
  ];

  return (
    <div className="home-page">
      {previewToken && <ListPreviewMarker list="banner" token={previewToken} />}
      <h1 className="visually-hidden-until-focus">Sala de Imprensa Aurora Veículos do Brasil</h1>
      <HomeBanner slides={home?.destaque ?? []} status={homeStatus} isDesktop={isDesktop} />
      {loggedInName !== null && <WelcomeBlock name={loggedInName} />}
      {isDesktop ? (
        blocks
          // On a large screen a block whose content failed is left out; the rest of the page carries on.
          .filter((block) => block.status !== 'failed')
          .map((block, index) => (
            <HomeSection
              key={block.key}
              id={`home-${block.key}`}
              title={block.title}
              action={block.status === 'succeeded' ? block.action : undefined}
              tone={index % 2 === 1 ? 'band' : 'plain'}
              busy={block.status === 'idle' || block.status === 'pending'}
            >
              {block.content}
            </HomeSection>
          ))
      ) : (
        <HomePanels panels={blocks} logged={loggedInName !== null} />
      )}
    </div>
  );
}
