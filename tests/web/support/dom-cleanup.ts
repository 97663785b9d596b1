/**
 * Unmounts what each web test rendered, after it. The web files share a worker and its document
 * (`isolate: false`), and Testing Library's automatic clean-up needs Vitest's globals, which are
 * off: a file without its own `afterEach(cleanup)` left its trees in the document, where the next
 * file found a second "Try again" button.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
