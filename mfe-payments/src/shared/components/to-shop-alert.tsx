import { Link } from '@dating/shared-kit';
import { Alert, Button } from '@dating/shared-kit/ui';

export interface ToShopAlertProps {
  title: string;
  action: string;
  variant?: 'primary' | 'secondary';
}

/** The note of a page with nothing to show yet, and its one way on: a button to the credit shop. */
export function ToShopAlert({ title, action, variant = 'primary' }: ToShopAlertProps) {
  return (
    <Alert tone="info" title={title}>
      <Button as={Link} to="/credits" variant={variant}>
        {action}
      </Button>
    </Alert>
  );
}
