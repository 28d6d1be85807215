import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import type { ClientRow, PARTNER_SORTS, PartnerRow } from '@contract/admin';
import { adminMessages } from '@contract/messages';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { useTableSort } from '../../components/data-table/use-table-sort';
import { usePartnerClients, usePartners } from './api';
import { DeleteUserDialog } from './delete-user-dialog';
import { formatAddress, formatDate, orNA } from './format';
import { useAdminSearch } from './search';

type PartnerSort = (typeof PARTNER_SORTS)[number];

const partnerClientColumns: Column<ClientRow>[] = [
  { header: 'Name', cell: (c) => orNA(c.name) },
  { header: 'Email', cell: (c) => orNA(c.email) },
  { header: 'Phone', cell: (c) => orNA(c.phone) },
  { header: 'Address', cell: (c) => formatAddress(c.address) },
  { header: 'Created', cell: (c) => formatDate(c.createdAt) },
];

/** "View Clients": every client of the partner, a page at a time ("Load more" past the first 100). */
function PartnerClientsDialog({ partner, onClose }: { partner: PartnerRow | null; onClose: () => void }) {
  const clients = usePartnerClients(partner?.id ?? null);
  return (
    <Modal opened={Boolean(partner)} onClose={onClose} title={partner ? adminMessages.partnerClientsTitle(partner.businessName || partner.name) : ''} size="xl" centered>
      <DataTable
        columns={partnerClientColumns}
        source={fromInfiniteQuery(clients)}
        rowKey={(c) => c.id}
        errorText={adminMessages.fetchPartnerClientsFailed}
        emptyText={adminMessages.noPartnerClients}
        striped={false}
        minWidth={640}
      />
    </Modal>
  );
}

export function PartnersTab() {
  const sort = useTableSort<PartnerSort>({ sort: 'created', order: 'desc' });
  const search = useAdminSearch();
  const [viewing, setViewing] = useState<PartnerRow | null>(null);
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const partners = usePartners({ sort: sort.sort, order: sort.order, q: search.q });

  const columns: Column<PartnerRow, PartnerSort>[] = [
    { header: 'Partner Name', sort: 'name', cell: (p) => orNA(p.name) },
    { header: 'Business Name', sort: 'business', cell: (p) => orNA(p.businessName) },
    { header: 'Email', cell: (p) => orNA(p.email) },
    { header: 'Phone', cell: (p) => orNA(p.phone) },
    { header: 'Clients', sort: 'clients', cell: (p) => adminMessages.clientCount(p.clientCount) },
    { header: 'Created', sort: 'created', cell: (p) => formatDate(p.createdAt) },
    {
      header: 'Actions',
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setViewing(p)}>
            View Clients
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => setTarget({ id: p.id, name: p.businessName || p.name })}>
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        source={fromInfiniteQuery(partners)}
        rowKey={(p) => p.id}
        sort={sort}
        search={{ ...search, label: 'Search partners', placeholder: 'Name, email, business name or phone' }}
        errorText={adminMessages.fetchPartnersFailed}
        emptyText="No partners found matching your criteria"
        minWidth={900}
      />
      <PartnerClientsDialog partner={viewing} onClose={() => setViewing(null)} />
      <DeleteUserDialog target={target} kind="partner" onClose={() => setTarget(null)} onDeleted={() => partners.refetch()} />
    </>
  );
}
