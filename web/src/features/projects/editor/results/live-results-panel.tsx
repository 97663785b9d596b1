/** The live results panel beside the steps (issue 10 §9): placeholder until its work lands. */
import type { EditorDraft } from '../model/draft';
import type { LiveProject } from '../model/live-project';

export interface LiveResultsPanelProps {
  draft: EditorDraft;
  live: LiveProject;
}

export function LiveResultsPanel(_props: LiveResultsPanelProps) {
  return null;
}
