import { AnchorLink } from '../../ui/anchor-link';
import { buttonClassName, type ButtonSize } from '../../ui/button';
import { GET_STARTED } from './nav-items';

/** The header's call to action: a link to the landing page's get-started section, drawn as a button. */
export function GetStartedLink({
  className,
  size = 'sm',
  onNavigate,
}: {
  className?: string;
  size?: ButtonSize;
  onNavigate?: () => void;
}) {
  return (
    <AnchorLink
      path={GET_STARTED.path}
      anchor={GET_STARTED.anchor}
      className={buttonClassName({ size }, className)}
      onNavigate={onNavigate}
    >
      Get Started
    </AnchorLink>
  );
}
