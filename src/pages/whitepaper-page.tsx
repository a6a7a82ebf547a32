import { WhitepaperDocument } from '../features/whitepaper/whitepaper-document';
import { usePageMeta } from '../ui/use-page-meta';

export default function WhitepaperPage() {
  usePageMeta('Whitepaper', 'How Amplify scores influence, distributes TAO and plans its roadmap.');
  return <WhitepaperDocument />;
}
