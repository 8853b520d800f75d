import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ActionGroup,
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  DescriptionList,
  Dialog,
  Empty,
  Icon,
  PageFrame,
  Panel,
  Skeleton,
  space,
  Table,
  Tree,
  useConfirm,
  useMessage,
  vars,
  type TableColumn,
  type TreeNode,
} from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import type { PortalRoute } from '../../../platform/routing';
import type { AgencyAccount } from '../../account';
import { useAssignEnterprisesMutation, useRemoveOutletMutation, type OrgEnterprise } from '../api';
import { useOrgEnterprises, useOrgRoot, useOutlets, useStaffList } from '../hooks/useOrganisation';
import { outletTree, pathOf, type OutletNode } from '../rules/outlets';
import { OutletDialog, type OutletDialogMode } from './OutletDialog';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 4fr) minmax(0, 7fr);
  gap: ${space[4]};
  align-items: start;
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  padding-bottom: ${space[3]};
`;

const Section = styled.div`
  display: grid;
  gap: ${space[3]};
  margin-top: ${space[4]};
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  & h3 { margin: 0; font-size: inherit; font-weight: 500; color: ${vars.colorText}; }
`;

const Choices = styled.div`
  max-height: 320px;
  overflow: auto;
`;

export interface DepartmentsProps {
  route: PortalRoute;
}

/**
 * 部门管理 (/account/website) and 网点管理 (/service/website): the organisation's departments or outlets as a tree
 * (spec 01 §7 GET /v1/organization/outlet/{id}?child=-1); add one under the chosen one, rename it, move it (its staff
 * and enterprises go with it), remove it when empty (a non-empty one is refused with what it still holds); the
 * staff and enterprises of the chosen one, and enterprises moved into it.
 */
export function Departments({ route }: DepartmentsProps) {
  const { t } = useTranslation(['organisation', 'errors']);
  const confirm = useConfirm();
  const message = useMessage();
  const root = useOrgRoot();
  const outlets = useOutlets();
  const staff = useStaffList();
  const enterprises = useOrgEnterprises();
  const [removeOutlet] = useRemoveOutletMutation();
  const [assign] = useAssignEnterprisesMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OutletDialogMode | null>(null);
  const [bringing, setBringing] = useState<string[] | null>(null);
  const unit = route.area === 'service' ? 'outlet' : 'department';
  const u = t(`departments.unit.${unit}`);

  const rows = useMemo(() => outlets.data?.data ?? [], [outlets.data]);
  const people = useMemo(() => staff.data?.data.list ?? [], [staff.data]);
  const companies = useMemo(() => enterprises.data?.data ?? [], [enterprises.data]);
  const currentId = chosen && rows.some((r) => r.outletid === chosen) ? chosen : root;
  const current = rows.find((r) => r.outletid === currentId) ?? null;
  const isRoot = current !== null && !current.parentId;

  const nodes = useMemo<TreeNode[]>(() => {
    const count = (id: string) => people.filter((p) => p.departmentId === id).length;
    const toNode = (n: OutletNode): TreeNode => ({
      id: n.id,
      label: n.name,
      textValue: n.name,
      extra: t('departments.staffCount', { count: count(n.id) }),
      children: n.children.map(toNode),
    });
    return outletTree(rows).map(toNode);
  }, [rows, people, t]);

  const theirStaff = people.filter((p) => p.departmentId === currentId);
  const theirEnterprises = companies.filter((e) => e.departmentId === currentId);
  const children = rows.filter((r) => r.parentId === currentId).length;

  const staffColumns = useMemo<TableColumn<AgencyAccount>[]>(
    () => [
      { key: 'userName', title: t('staff.columns.userName'), width: 120 },
      { key: 'account', title: t('staff.columns.account'), width: 140 },
      { key: 'roleName', title: t('staff.columns.role'), minWidth: 120 },
      { key: 'phone', title: t('staff.columns.phone'), width: 130 },
    ],
    [t],
  );
  const enterpriseColumns = useMemo<TableColumn<OrgEnterprise>[]>(
    () => [
      { key: 'taxerName', title: t('departments.enterpriseName'), minWidth: 200, ellipsis: true },
      { key: 'taxerId', title: t('departments.taxerId'), width: 190 },
    ],
    [t],
  );

  const remove = async () => {
    if (!current) return;
    if (!(await confirm({ title: t('departments.removeTitle', { unit: u }), content: t('departments.removeConfirm', { name: current.name, unit: u }), okVariant: 'danger', tone: 'warning' }))) return;
    const result = await removeOutlet({ id: current.outletid });
    if ('error' in result) return; // refused (not empty): the request layer has alerted the server's words
    message.success(t('departments.removed', { name: current.name }));
    setChosen(current.parentId ?? null);
    void outlets.refetch();
  };

  const bringIn = async () => {
    if (!current || !bringing || bringing.length === 0) return true;
    await assign({ body: { departmentId: current.outletid, taxerIds: bringing } }).unwrap();
    message.success(t('departments.enterprisesMoved', { count: bringing.length, name: current.name }));
    void enterprises.refetch();
    return true;
  };

  const failed = outlets.isError ? outlets : null;
  return (
    <PageFrame title={t(route.titleKey)}>
      {failed ? (
        <Panel title={t('departments.tree', { unit: u })}>
          <Empty
            title={t('loadFailed')}
            description={errorText(t, failed.error)}
            action={
              <Button variant="primary" onPress={() => void outlets.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        </Panel>
      ) : outlets.isLoading ? (
        <Skeleton variant="table" rows={6} columns={2} aria-label={t('loading')} />
      ) : (
        <Columns>
          <Panel title={t('departments.tree', { unit: u })}>
            <Toolbar>
              <Button size="sm" icon={<Icon name="plus" size={14} />} isDisabled={!current} onPress={() => setDialog('add')}>
                {t('departments.add', { unit: u })}
              </Button>
              <Button size="sm" isDisabled={!current || isRoot} onPress={() => setDialog('rename')}>
                {t('departments.rename')}
              </Button>
              <Button size="sm" isDisabled={!current || isRoot} onPress={() => setDialog('move')}>
                {t('departments.move')}
              </Button>
              <Button size="sm" variant="danger" isDisabled={!current || isRoot} onPress={() => void remove()}>
                {t('departments.remove')}
              </Button>
            </Toolbar>
            <Tree
              aria-label={t('departments.tree', { unit: u })}
              items={nodes}
              selectedKeys={new Set(currentId ? [currentId] : [])}
              onSelectionChange={(keys) => {
                const [first] = keys;
                if (first) setChosen(first);
              }}
              maxHeight={520}
            />
          </Panel>
          <Panel title={current ? pathOf(rows, current.outletid).join(' / ') : ''}>
            {current && (
              <>
                <DescriptionList
                  columns={4}
                  items={[
                    { key: 'name', label: t('departments.name', { unit: u }), value: current.name },
                    { key: 'children', label: t('departments.children', { unit: u }), value: String(children) },
                    { key: 'staff', label: t('departments.staffLabel'), value: String(theirStaff.length) },
                    { key: 'enterprises', label: t('departments.enterprisesLabel'), value: String(theirEnterprises.length) },
                  ]}
                />
                {isRoot && <Alert tone="info">{t('departments.rootNote')}</Alert>}
                <Section>
                  <SectionHead>
                    <h3>{t('departments.staffOf', { name: current.name })}</h3>
                  </SectionHead>
                  <Table aria-label={t('departments.staffOf', { name: current.name })} columns={staffColumns} rows={theirStaff} rowKey="uid" maxHeight={240} />
                </Section>
                <Section>
                  <SectionHead>
                    <h3>{t('departments.enterprisesOf', { name: current.name })}</h3>
                    <ActionGroup>
                      <Button size="sm" onPress={() => setBringing([])}>
                        {t('departments.bringIn')}
                      </Button>
                    </ActionGroup>
                  </SectionHead>
                  <Table aria-label={t('departments.enterprisesOf', { name: current.name })} columns={enterpriseColumns} rows={theirEnterprises} rowKey="taxerId" maxHeight={240} />
                </Section>
              </>
            )}
          </Panel>
        </Columns>
      )}
      <OutletDialog
        mode={dialog}
        outlet={current}
        outlets={rows}
        unit={unit}
        onClose={() => setDialog(null)}
        onSaved={(id) => {
          setChosen(id);
          void outlets.refetch();
        }}
      />
      <Dialog
        isOpen={bringing !== null}
        onOpenChange={(open) => !open && setBringing(null)}
        title={t('departments.bringInTitle', { name: current?.name ?? '' })}
        width="medium"
        okText={t('departments.ok')}
        isOkDisabled={!bringing || bringing.length === 0}
        onOk={bringIn}
      >
        <Choices>
          <CheckboxGroup aria-label={t('departments.bringInTitle', { name: current?.name ?? '' })} orientation="vertical" value={bringing ?? []} onChange={setBringing}>
            {companies
              .filter((e) => e.departmentId !== currentId)
              .map((e) => (
                <Checkbox key={e.taxerId} value={e.taxerId}>
                  {t('departments.enterpriseFrom', { name: e.taxerName, from: rows.find((r) => r.outletid === e.departmentId)?.name ?? '' })}
                </Checkbox>
              ))}
          </CheckboxGroup>
        </Choices>
      </Dialog>
    </PageFrame>
  );
}
