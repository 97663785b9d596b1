/** A Cloudscape link that navigates inside the site without reloading the page. */
import Link, { type LinkProps } from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router';

type RouteLinkProps = Omit<LinkProps, 'href' | 'onFollow'> & { to: string };

export function RouteLink({ to, ...props }: RouteLinkProps) {
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      href={to}
      onFollow={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
