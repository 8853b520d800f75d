import styled from 'styled-components';
import { fontSize, Icon, space, vars } from '../../../design-system';
import type { Permission } from '../hooks/usePermission';

const Note = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  margin: ${space[2]} 0 0;
  font-size: ${fontSize.sm};
  color: ${vars.colorTextSecondary};
`;

export interface PermissionNoteProps {
  /** The answer of usePermission for the action(s) beside the note. */
  permission: Permission;
  /** Lets the disabled action point at the note (aria-describedby). */
  id?: string;
}

/** Why an action beside it is disabled (the role lacks its permission): nothing while the action is allowed. */
export function PermissionNote({ permission, id }: PermissionNoteProps) {
  if (!permission.reason) return null;
  return (
    <Note id={id} data-permission-note="">
      <Icon name="lock" size={14} />
      {permission.reason}
    </Note>
  );
}
