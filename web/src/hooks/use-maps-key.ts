/**
 * The Google Maps key of the site configuration (/config.json `googleMapsApiKey`, null when the
 * deployment has none): with a key the base-info step and the roof drawing show Google Maps,
 * without it their plan views.
 */
import { useQuery } from '@tanstack/react-query';

async function readMapsKey(): Promise<string | null> {
  const response = await globalThis.fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const config = (await response.json()) as { googleMapsApiKey?: unknown };
  return typeof config.googleMapsApiKey === 'string' && config.googleMapsApiKey !== ''
    ? config.googleMapsApiKey
    : null;
}

/** The key, null without one; undefined while the configuration is being read. */
export function useMapsKey(): string | null | undefined {
  const config = useQuery({
    queryKey: ['site-config', 'googleMapsApiKey'],
    queryFn: readMapsKey,
    staleTime: Infinity,
  });
  if (config.isError) return null;
  return config.data;
}
