/** The Add button of the project list: it offers the two system types [PRJ-1], each opening its editor. */
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ProjectType, projectCreateHref, projectTypes } from '@/config/paths';

interface AddProjectButtonProps {
  /** The button's text ("New project" in the header, "Create your first project" in the empty list). */
  label: string;
  variant?: ButtonDropdownProps['variant'];
}

export function AddProjectButton({ label, variant = 'primary' }: AddProjectButtonProps) {
  const { t } = useTranslation('project');
  const navigate = useNavigate();
  return (
    <ButtonDropdown
      variant={variant}
      items={projectTypes.map((type) => ({ id: type, text: t(`types.${type}`) }))}
      onItemClick={({ detail }) => navigate(projectCreateHref(detail.id as ProjectType))}
    >
      {label}
    </ButtonDropdown>
  );
}
