/**
 * The Google Maps components the site uses (@vis.gl/react-google-maps), as stand-ins of the same
 * props whose library is a chunk of its own: it is loaded only where a map shows (a deployment
 * with a Maps key), with a loading state meanwhile. The components inside `APIProvider` render at
 * once, as the library has loaded by then.
 */
import { lazyComponent } from '../../components/lazy-content';
import { lazyModule } from '../lazy-module';

const googleMaps = lazyModule(() => import('@vis.gl/react-google-maps'));

export const APIProvider = lazyComponent(googleMaps, (m) => m.APIProvider, 'map');
export const GoogleMap = lazyComponent(googleMaps, (m) => m.Map, 'map');
export const Marker = lazyComponent(googleMaps, (m) => m.Marker, 'map');
