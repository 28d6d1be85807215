import { Alert, Badge, Button, Card, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminOfferForm,
  CARD_PURPOSES,
  cardPurposeLabels,
  OFFER_TYPES,
  offerFormValues,
  offersMessages as m,
  offerTypeLabels,
  SCORE_MODELS,
  US_STATE_NAMES,
  type CatalogueOffer,
} from '@contract/offers';
import { DataTable, fromQuery, type Column } from '../../components/data-table/data-table';
import { notify } from '../../components/notifications';
import { useZodForm } from '../../lib/form';
import { adminOffersKey, createOffer, retireOffer, updateOffer, useAdminOffers } from './api';
import { formatDate } from './format';

const typeOptions = OFFER_TYPES.map((value) => ({ value, label: offerTypeLabels[value] }));
const purposeOptions = CARD_PURPOSES.map((value) => ({ value, label: cardPurposeLabels[value] }));
const stateOptions = Object.entries(US_STATE_NAMES).map(([value, label]) => ({ value, label: `${label} (${value})` }));
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

/** What matching checks, in a line: '670+ FICO Score 8 · $40,000+ · travel · CA, OR'. */
function criteriaText({ criteria: c }: CatalogueOffer): string {
  const parts = [
    c.minScore === null ? 'Any score' : `${c.minScore}+ ${c.scoreModel ?? 'any model'}`,
    c.minAnnualIncomeCents === null ? null : `${dollars(c.minAnnualIncomeCents)}+ income`,
    c.purposes.length ? c.purposes.map((p) => cardPurposeLabels[p].toLowerCase()).join(', ') : null,
    c.states.length ? c.states.join(', ') : 'All states',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** Add or edit one offer: the contract's `adminOfferForm` (the server's rules and messages). */
function OfferForm({ offer, onDone }: { offer: CatalogueOffer | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: adminOfferForm,
    initialValues: offerFormValues(offer ?? undefined),
    submit: (input) => (offer ? updateOffer(offer.id, input) : createOffer(input)),
    onSuccess: async () => {
      notify('success', m.adminSaved);
      await queryClient.invalidateQueries({ queryKey: adminOffersKey });
      onDone();
    },
  });
  const title = offer ? m.adminEdit : m.adminAdd;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Title" withAsterisk key={form.key('title')} {...form.getInputProps('title')} />
          <TextInput label="Provider" description="The issuer" withAsterisk key={form.key('provider')} {...form.getInputProps('provider')} />
          <Select label="Type" data={typeOptions} allowDeselect={false} comboboxProps={{ withinPortal: true }} key={form.key('type')} {...form.getInputProps('type')} />
          <TextInput label="Reward" withAsterisk key={form.key('reward')} {...form.getInputProps('reward')} />
        </SimpleGrid>
        <Textarea label="Description" withAsterisk autosize minRows={2} key={form.key('description')} {...form.getInputProps('description')} />
        <TextInput label="Requirements (as shown to clients)" withAsterisk key={form.key('requirements')} {...form.getInputProps('requirements')} />
        <Textarea label="Features" description="One per line" autosize minRows={2} key={form.key('features')} {...form.getInputProps('features')} />
        <Title order={3} fz="sm">
          What matching checks
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput label="Minimum score" description="Blank: none" min={300} max={850} allowDecimal={false} key={form.key('minScore')} {...form.getInputProps('minScore')} />
          <Select label="Score model" description="Blank: any model" data={[...SCORE_MODELS]} clearable comboboxProps={{ withinPortal: true }} key={form.key('scoreModel')} {...form.getInputProps('scoreModel')} />
          <TextInput label="Minimum annual income" description="Dollars; blank: none" leftSection="$" key={form.key('minAnnualIncome')} {...form.getInputProps('minAnnualIncome')} />
        </SimpleGrid>
        <MultiSelect label="Card purposes" description="Blank: any purpose" data={purposeOptions} clearable comboboxProps={{ withinPortal: true }} key={form.key('purposes')} {...form.getInputProps('purposes')} />
        <MultiSelect label="States" description="Blank: every state" data={stateOptions} searchable clearable comboboxProps={{ withinPortal: true }} key={form.key('states')} {...form.getInputProps('states')} />
        <TextInput label="Link" description="The issuer's page, https://" withAsterisk key={form.key('link')} {...form.getInputProps('link')} />
        <Textarea label="Disclosure" description="Rates and fees, shown under the offer" withAsterisk autosize minRows={2} key={form.key('disclosure')} {...form.getInputProps('disclosure')} />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The offer catalogue (admins only): add, edit and retire offers; every write is audited.
 * No field makes an offer "Pre-Approved": only an issuer's pre-qualification of a client can.
 */
export function OffersTab() {
  const offers = useAdminOffers();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CatalogueOffer | 'new' | null>(null);
  const [retiring, setRetiring] = useState<CatalogueOffer | null>(null);
  const retire = useMutation({
    mutationFn: (offer: CatalogueOffer) => retireOffer(offer.id),
    onSuccess: async () => {
      notify('success', m.adminRetired);
      setRetiring(null);
      await queryClient.invalidateQueries({ queryKey: adminOffersKey });
    },
    onError: (error) => notify('error', (error as Error).message),
  });

  const columns: Column<CatalogueOffer>[] = [
    {
      header: 'Offer',
      cell: (o) => (
        <div>
          <Text size="sm" fw={600}>
            {o.title}
          </Text>
          <Text size="xs" c="dimmed">
            {o.provider}
          </Text>
        </div>
      ),
    },
    { header: 'Type', cell: (o) => offerTypeLabels[o.type] },
    { header: 'Matching', cell: (o) => <Text size="xs">{criteriaText(o)}</Text> },
    {
      header: 'Status',
      cell: (o) => (
        <Badge variant="dot" color={o.status === 'active' ? 'green' : 'gray'}>
          {o.status}
        </Badge>
      ),
    },
    { header: 'Updated', cell: (o) => formatDate(o.updatedAt) },
    {
      header: 'Actions',
      cell: (o) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing(o)} aria-label={`Edit ${o.title}`}>
            Edit
          </Button>
          {o.status === 'active' && (
            <Button size="xs" variant="light" color="red" onClick={() => setRetiring(o)} aria-label={`${m.adminRetire} ${o.title}`}>
              {m.adminRetire}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Card withBorder padding="lg">
        <Group justify="space-between">
          <div>
            <Title order={2} fz="md">
              Offer catalogue
            </Title>
            <Text size="sm" c="dimmed">
              Clients see an offer when their latest credit report and answers meet what matching checks.
            </Text>
          </div>
          <Button onClick={() => setEditing('new')}>{m.adminAdd}</Button>
        </Group>
      </Card>
      <DataTable columns={columns} source={fromQuery(offers)} rowKey={(o) => o.id} emptyText="No offers yet." minWidth={900} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? m.adminAdd : m.adminEdit} size="xl">
        {editing !== null && <OfferForm offer={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal opened={retiring !== null} onClose={() => setRetiring(null)} title={`${m.adminRetire} ${retiring?.title ?? ''}`}>
        <Stack>
          <Text size="sm">{m.adminRetireConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRetiring(null)}>
              Cancel
            </Button>
            <Button color="red" loading={retire.isPending} onClick={() => retiring && retire.mutate(retiring)}>
              {m.adminRetire}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
