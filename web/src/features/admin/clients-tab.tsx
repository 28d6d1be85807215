import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { CLIENT_SORTS, ClientRow } from '@contract/admin';
import { clientViewMessages } from '@contract/client-view';
import { adminMessages } from '@contract/messages';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { useTableSort } from '../../components/data-table/use-table-sort';
import { useClients } from './api';
import { ClientViewDrawer } from './client-view-drawer';
import { DeleteUserDialog } from './delete-user-dialog';
import { formatAddress, formatDate, orNA } from './format';
import { useAdminSearch } from './search';
import { WorkPerformedButton } from './work-performed-button';

type ClientSort = (typeof CLIENT_SORTS)[number];

const partnerName = (c: ClientRow) => (c.partner ? (c.partner.businessName ?? c.partner.name ?? adminMessages.notAvailable) : adminMessages.noPartnerAssigned);

/** Listing, sorting and searching happen on the server, a page at a time. */
export function ClientsTab() {
  const sort = useTableSort<ClientSort>({ sort: 'created', order: 'desc' });
  const search = useAdminSearch();
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [viewed, setViewed] = useState<{ id: string; name: string } | null>(null);
  const clients = useClients({ sort: sort.sort, order: sort.order, q: search.q });

  const columns: Column<ClientRow, ClientSort>[] = [
    { header: 'Name', sort: 'name', cell: (c) => orNA(c.name) },
    { header: 'Email', sort: 'email', cell: (c) => orNA(c.email) },
    { header: 'Phone', cell: (c) => orNA(c.phone) },
    { header: 'Address', cell: (c) => formatAddress(c.address) },
    { header: 'Assigned Partner', cell: partnerName },
    { header: 'Created', sort: 'created', cell: (c) => formatDate(c.createdAt) },
    {
      header: 'Actions',
      cell: (c) => (
        <Group gap={6} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setViewed({ id: c.id, name: c.name || c.email })} aria-label={clientViewMessages.open(c.name || c.email)}>
            {clientViewMessages.view}
          </Button>
          {/* CROA: an after-service plan is charged only once its work is done, so only such a client has this. */}
          {c.afterServiceChargePending === true && <WorkPerformedButton userId={c.id} name={c.name} onDone={() => clients.refetch()} />}
          <Button size="xs" color="red" variant="light" onClick={() => setTarget({ id: c.id, name: c.name })}>
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
        source={fromInfiniteQuery(clients)}
        rowKey={(c) => c.id}
        sort={sort}
        search={{ ...search, label: 'Search clients', placeholder: 'Name, email, phone or partner business' }}
        errorText={adminMessages.fetchClientsFailed}
        emptyText={adminMessages.noClientsMatching}
        minWidth={900}
      />
      <ClientViewDrawer target={viewed} onClose={() => setViewed(null)} />
      <DeleteUserDialog target={target} kind="client" onClose={() => setTarget(null)} onDeleted={() => clients.refetch()} />
    </>
  );
}
