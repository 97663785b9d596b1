/**
 * The loading overlay shown during upload, import, copy and delete: it covers the page, so nothing
 * is clicked twice, and announces what is going on.
 */
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import './loading-overlay.css';

interface LoadingOverlayProps {
  /** What is going on; nothing is shown when absent. */
  text: string | null;
}

export function LoadingOverlay({ text }: LoadingOverlayProps) {
  if (!text) return null;
  return (
    <div className="pvd-loading-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="pvd-loading-overlay__box">
        <Spinner size="large" />
        <Box variant="p" padding={{ top: 's' }}>
          {text}
        </Box>
      </div>
    </div>
  );
}
