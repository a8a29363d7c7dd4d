import { data } from 'react-router';

/** Any unknown path: a 404 rendered by the root error boundary inside the shop's shell. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
