import { usePageMeta } from '../ui/use-page-meta';

export default function HomePage() {
  usePageMeta(null, 'Amplify is a Bittensor subnet where verified influencers earn TAO for engagement quality and authority, not follower counts.');
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <h1>Influence that earns TAO</h1>
      <section id="how-it-works" tabIndex={-1} style={{ minHeight: '120vh' }}>
        <h2>How it works</h2>
      </section>
      <section id="get-started" tabIndex={-1} style={{ minHeight: '100vh' }}>
        <h2>Get started</h2>
      </section>
    </div>
  );
}
