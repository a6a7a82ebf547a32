import { usePageMeta } from '../ui/use-page-meta';

export default function WhitepaperPage() {
  usePageMeta('Whitepaper', 'How Amplify scores influence, distributes TAO and plans its roadmap.');
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <h1>Whitepaper</h1>
      <p>Version 1.0 • Last Updated: June 2025</p>
    </div>
  );
}
