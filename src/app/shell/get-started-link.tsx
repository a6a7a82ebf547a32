import { useGoToAnchor } from '../../ui/use-go-to-anchor';
import { Button, type ButtonSize } from '../../ui/button';
import { GET_STARTED } from './nav-items';

export function GetStartedButton({
  className,
  size = 'sm',
  onNavigate,
}: {
  className?: string;
  size?: ButtonSize;
  onNavigate?: () => void;
}) {
  const goToAnchor = useGoToAnchor();
  return (
    <Button
      size={size}
      className={className}
      onClick={() => {
        onNavigate?.();
        goToAnchor(GET_STARTED.path, GET_STARTED.anchor);
      }}
    >
      Get Started
    </Button>
  );
}
