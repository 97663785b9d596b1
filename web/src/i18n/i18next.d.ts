/** Types every translation key from the source language (`en`): a mistyped key does not compile. */
import 'i18next';
import type { defaultNamespace, SourceResources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: SourceResources;
    returnNull: false;
  }
}
