import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Dialog, Empty } from '../../../design-system';

export interface StaffOption {
  uid: string;
  userName: string;
}

export interface AssignStaffDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The enterprises being assigned, named in the title (one) or counted (several). */
  enterpriseNames: readonly string[];
  /** The staff accounts to pick from (the agency account list, spec 01 §7). */
  staff: readonly StaffOption[];
  /** Staff already serving (the one enterprise's, or none for several). */
  initial: readonly string[];
  /** Sends the choice; resolves true when the server took it (the dialog then closes). */
  onAssign(staffUids: string[]): Promise<boolean>;
}

/**
 * 分配员工: which staff accounts serve the chosen enterprises (an empty choice unassigns them). A refused send keeps the
 * dialog and the choice.
 */
export function AssignStaffDialog({ isOpen, onOpenChange, enterpriseNames, staff, initial, onAssign }: AssignStaffDialogProps) {
  const { t } = useTranslation('enterprises');
  const [chosen, setChosen] = useState<string[]>(() => [...initial]);
  const title = enterpriseNames.length === 1 ? t('assign.titleOne', { name: enterpriseNames[0] }) : t('assign.titleMany', { count: enterpriseNames.length });
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} width="medium" okText={t('assign.ok')} onOk={() => onAssign(chosen)}>
      {staff.length === 0 ? (
        <Empty size="compact" title={t('assign.noStaff')} />
      ) : (
        <CheckboxGroup label={t('assign.staff')} description={t('assign.hint')} orientation="vertical" value={chosen} onChange={setChosen}>
          {staff.map((s) => (
            <Checkbox key={s.uid} value={s.uid}>
              {s.userName}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </Dialog>
  );
}
