import { Alert, Anchor, Badge, Button, Card, Checkbox, Container, FileInput, Group, List, Loader, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { BUREAUS, bureauNames, type Bureau } from '@contract/credit';
import { IDENTITY_THEFT_GOV_URL, identityTheftMessages as m, type IdentityTheftCaseView, type IdentityTheftLetterRequest, type TheftItem } from '@contract/identity-theft';
import { paths } from '../../config/paths';
import { SignLetter, useLetterSigning } from '../../components/letters/sign-letter';
import { notify } from '../../components/notifications';
import { ApiError } from '../../lib/api';
import { downloadLetter } from '../../lib/letters/download';
import { usePageMeta } from '../../lib/page-meta';
import { affirmSweep, fetchSweepLetter, recordMailing, saveSweep, submitSweep, sweepKey, uploadReport, useSweep } from './api';

const day = (iso: string) => dayjs(iso).format('MMM D, YYYY');
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');
const itemLabel = (i: TheftItem) =>
  `${bureauNames[i.bureau]}: ${i.kind === 'account' ? `account ${i.company}${i.accountNumberMasked ? ` ${i.accountNumberMasked}` : ''}${i.description ? ` (${i.description})` : ''}, opened ${day(i.date)}` : `inquiry by ${i.company} on ${day(i.date)}`}`;
const contentTypeOf = (file: File) => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf')) return 'application/pdf' as const;
  if (name.endsWith('.png')) return 'image/png' as const;
  if (name.endsWith('.jpg') || name.endsWith('.jpeg')) return 'image/jpeg' as const;
  return undefined;
};

/** Step 1: the warning about false reports, the statement, the affirmation (recorded with the time by the server). */
function AffirmStep({ warning, affirmation }: { warning: string; affirmation: string }) {
  const client = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const affirm = useMutation({ mutationFn: affirmSweep, onSuccess: () => client.invalidateQueries({ queryKey: sweepKey }), onError: (e) => notify('error', errorText(e)) });
  return (
    <Card withBorder data-testid="sweep-affirm">
      <Stack gap="sm">
        <Title order={2} size="h4">
          1. Read the warning and affirm
        </Title>
        <Alert color="red" variant="light" title="Warning about false reports">
          {warning}
        </Alert>
        <Text size="sm">{affirmation}</Text>
        <Checkbox label={m.affirmCheckbox} checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
        <Group>
          <Button disabled={!agreed} loading={affirm.isPending} onClick={() => affirm.mutate()}>
            {m.affirmButton}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Steps 2 and 3: the client's own FTC report uploaded, the items marked, then sent to staff. */
function PrepareSteps({ sweep, candidates }: { sweep: IdentityTheftCaseView; candidates: TheftItem[] }) {
  const client = useQueryClient();
  const [marked, setMarked] = useState<string[]>(sweep.items.map((i) => i.id));
  const [file, setFile] = useState<File | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: sweepKey });
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const type = contentTypeOf(chosen);
      if (!type) throw new Error('Only .jpg, .jpeg, .png and .pdf files are accepted');
      const document = await uploadReport(chosen, type);
      if (document.status === 'quarantined') throw new Error(document.reason ?? 'The file failed the malware scan');
      return saveSweep({ reportDocumentId: document.id, itemIds: marked });
    },
    onSuccess: () => {
      setFile(null);
      notify('success', 'Your FTC report was uploaded.');
      void refresh();
    },
    onError: (e) => notify('error', errorText(e)),
  });
  const save = useMutation({ mutationFn: () => saveSweep({ reportDocumentId: sweep.reportDocumentId, itemIds: marked }), onSuccess: refresh, onError: (e) => notify('error', errorText(e)) });
  const submit = useMutation({ mutationFn: submitSweep, onSuccess: refresh, onError: (e) => notify('error', errorText(e)) });
  const saved = sweep.items.map((i) => i.id).sort().join('|') === [...marked].sort().join('|');
  return (
    <>
      <Card withBorder data-testid="sweep-report">
        <Stack gap="sm">
          <Title order={2} size="h4">
            2. {m.fileAtFtc}
          </Title>
          <Text size="sm">{m.fileAtFtcHelp}</Text>
          <Anchor href={IDENTITY_THEFT_GOV_URL} target="_blank" rel="noopener noreferrer" underline="always">
            Open IdentityTheft.gov (opens in a new tab)
          </Anchor>
          {sweep.reportFileName && <Text size="sm">Uploaded: {sweep.reportFileName}</Text>}
          <FileInput label={m.uploadReport} description="PDF, JPG or PNG, up to 10 MB" accept=".pdf,.jpg,.jpeg,.png" value={file} onChange={setFile} clearable />
          <Group>
            <Button variant="light" disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
              Upload report
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder data-testid="sweep-items">
        <Stack gap="sm">
          <Title order={2} size="h4">
            3. {m.chooseItems}
          </Title>
          <Text size="sm">Mark only what you did not open or apply for. Accounts and inquiries that are yours must not be marked.</Text>
          {candidates.length === 0 ? (
            <Text size="sm">Your credit report has no accounts or inquiries yet. Pull your credit report first.</Text>
          ) : (
            <Checkbox.Group value={marked} onChange={setMarked} label="Items on your latest credit report">
              <Stack gap={6} mt={6}>
                {candidates.map((i) => (
                  <Checkbox key={i.id} value={i.id} label={itemLabel(i)} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Group>
            <Button variant="light" disabled={saved} loading={save.isPending} onClick={() => save.mutate()}>
              Save marked items
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder data-testid="sweep-submit">
        <Stack gap="sm">
          <Title order={2} size="h4">
            4. {m.submit}
          </Title>
          {sweep.missing.length > 0 && (
            <List size="sm">
              {sweep.missing.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
          <Group>
            <Button disabled={sweep.missing.length > 0 || !saved} loading={submit.isPending} onClick={() => submit.mutate()}>
              {m.submit}
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}

/** After approval: the letters, drawn in this browser with the SSN and signature typed here only, and each mailing's block deadline. */
function Letters({ sweep }: { sweep: IdentityTheftCaseView }) {
  const client = useQueryClient();
  const signing = useLetterSigning();
  const [addresses, setAddresses] = useState<Record<string, string>>({});
  const [mailedOn, setMailedOn] = useState<Record<string, string>>({});
  const bureaus = BUREAUS.filter((b) => sweep.items.some((i) => i.bureau === b));
  const companies = [...new Set(sweep.items.filter((i) => i.kind === 'account').map((i) => i.company))];
  const mailing = useMutation({
    mutationFn: (bureau: Bureau) => recordMailing({ bureau, mailedAt: mailedOn[bureau] ?? '', receivedAt: null }),
    onSuccess: () => client.invalidateQueries({ queryKey: sweepKey }),
    onError: (e) => notify('error', errorText(e)),
  });

  async function download(request: IdentityTheftLetterRequest) {
    const personal = signing.personalise();
    if (!personal) return;
    try {
      const { letter, fileName } = await fetchSweepLetter(request);
      await downloadLetter(letter, fileName, personal);
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : errorText(error));
    }
  }

  return (
    <Card withBorder data-testid="sweep-letters">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.letters}
        </Title>
        <Text size="sm">Each letter lists what to enclose: your FTC report, your ID and your proof of address. Mail each bureau its letters with copies of them.</Text>
        <SignLetter signing={signing} />
        <Title order={3} size="h5">
          Block requests (FCRA §605B)
        </Title>
        {bureaus.map((b) => {
          const mailed = sweep.mailings.find((x) => x.bureau === b);
          return (
            <Stack key={b} gap={4}>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => void download({ kind: 'block', bureau: b })}>
                  Download the block request to {bureauNames[b]}
                </Button>
                <TextInput
                  size="xs"
                  type="date"
                  label={`Mailed to ${bureauNames[b]} on`}
                  value={mailedOn[b] ?? ''}
                  onChange={(e) => setMailedOn({ ...mailedOn, [b]: e.currentTarget.value })}
                />
                <Button size="xs" variant="default" disabled={!mailedOn[b]} loading={mailing.isPending} onClick={() => mailing.mutate(b)} mt={18}>
                  Record mailing
                </Button>
              </Group>
              {mailed && (
                <Text size="sm" data-testid={`block-due-${b}`}>
                  {m.blockDue(bureauNames[b], day(mailed.blockDueAt), mailed.receiptPresumed)}
                </Text>
              )}
            </Stack>
          );
        })}
        <Title order={3} size="h5">
          Extended fraud alert (FCRA §605A(b))
        </Title>
        <Text size="sm">One bureau is enough: it tells the other two.</Text>
        <Group gap="xs">
          {BUREAUS.map((b) => (
            <Button key={b} size="xs" variant="light" onClick={() => void download({ kind: 'alert', bureau: b })}>
              Fraud alert: {bureauNames[b]}
            </Button>
          ))}
        </Group>
        <Title order={3} size="h5">
          Free security freeze (FCRA §605A(i))
        </Title>
        <Text size="sm">Ask each bureau: a freeze at one is not shared with the others.</Text>
        <Group gap="xs">
          {BUREAUS.map((b) => (
            <Button key={b} size="xs" variant="light" onClick={() => void download({ kind: 'freeze', bureau: b })}>
              Security freeze: {bureauNames[b]}
            </Button>
          ))}
        </Group>
        {companies.length > 0 && (
          <>
            <Title order={3} size="h5">
              Business records of the fraudulent accounts (FCRA §609(e))
            </Title>
            {companies.map((company) => {
              const lines = (addresses[company] ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
              return (
                <Stack key={company} gap={4}>
                  <Textarea
                    label={`${company}: its mailing address (from its website or a letter it sent you)`}
                    value={addresses[company] ?? ''}
                    onChange={(e) => setAddresses({ ...addresses, [company]: e.currentTarget.value })}
                    autosize
                    minRows={2}
                    maxLength={600}
                  />
                  <Group>
                    <Button size="xs" variant="light" disabled={lines.length < 2} onClick={() => void download({ kind: 'records', company, address: lines })}>
                      Download the records request to {company}
                    </Button>
                  </Group>
                </Stack>
              );
            })}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The credit sweep (Total): identity-theft blocking under FCRA §605B, step by step. */
export default function CreditSweepPage() {
  usePageMeta('Credit sweep');
  const sweep = useSweep();
  let body;
  if (sweep.isPending) body = <Loader aria-label="Loading" />;
  else if (sweep.isError)
    body = (
      <Alert color="red" role="alert" title="The credit sweep is not available">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(sweep.error)}</Text>
          <Anchor component={Link} to={paths.profile}>
            Back to your dashboard
          </Anchor>
        </Stack>
      </Alert>
    );
  else {
    const { case: current, candidates, warning, affirmation } = sweep.data;
    body = (
      <Stack gap="md">
        {current && (
          <Group gap="xs">
            <Badge variant="light">{current.status.replace('_', ' ')}</Badge>
            <Text size="sm">Affirmed on {day(current.affirmation.at)}</Text>
          </Group>
        )}
        {current?.status === 'rejected' && current.review?.reason && (
          <Alert color="orange" title="Your report needs a change">
            {m.rejectedNote(current.review.reason)}
          </Alert>
        )}
        {!current && <AffirmStep warning={warning} affirmation={affirmation} />}
        {current && (current.status === 'started' || current.status === 'rejected') && <PrepareSteps sweep={current} candidates={candidates} />}
        {current?.status === 'in_review' && (
          <Alert color="blue" title="In review">
            {m.inReview}
          </Alert>
        )}
        {current?.status === 'approved' && <Letters sweep={current} />}
      </Stack>
    );
  }
  return (
    <Container size="md" py={32}>
      <Stack gap="md">
        <Anchor component={Link} to={paths.profile} size="sm">
          Back to your dashboard
        </Anchor>
        <Title order={1}>{m.title}</Title>
        <Text>{m.intro}</Text>
        {body}
      </Stack>
    </Container>
  );
}
