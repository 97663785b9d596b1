/** The maintainer's e-mail templates: Common/queryAllEmailTemplate and Common/editEmailTemplate. */

import type { EmailTemplate } from '@pvd/shared/api/common';
import * as commonCalls from '@pvd/shared/api/common';
import type { CallRequest } from '@pvd/shared/api/define';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type TemplateEdit = CallRequest<typeof commonCalls.editEmailTemplate>;

export const emailTemplatesQuery = queryOptions({
  queryKey: ['Common', 'queryAllEmailTemplate'],
  queryFn: () => api(commonCalls.queryAllEmailTemplate, {}),
  select: (templates: EmailTemplate[]) =>
    [...templates].sort(
      (a, b) => a.templateClass.localeCompare(b.templateClass) || b.language.localeCompare(a.language),
    ),
});

export function useEmailTemplates() {
  return useQuery(emailTemplatesQuery);
}

/** Codes the editor shows itself: changed by someone else (117), invalid fields (118). */
export const templateEditorCodes = [117, 118] as const;

export function useEditEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: TemplateEdit) =>
      api(commonCalls.editEmailTemplate, edit, { quiet: templateEditorCodes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplatesQuery.queryKey }),
  });
}

/** The newest saved version of one template (after a 117). */
export async function fetchLatestTemplate(
  queryClient: ReturnType<typeof useQueryClient>,
  templateClass: EmailTemplate['templateClass'],
  language: EmailTemplate['language'],
): Promise<EmailTemplate | undefined> {
  const templates = await queryClient.fetchQuery({ ...emailTemplatesQuery, staleTime: 0 });
  return templates.find((item) => item.templateClass === templateClass && item.language === language);
}
