import { Alert, Avatar, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_PHOTO_MAX_BYTES, staffPhotoMessages as m, type StaffPhotoView, type StartStaffPhotoRequest } from '@contract/staff-photo';
import { messageFor } from '../../lib/api';
import { api } from '../../lib/api-client';
import { notify } from '../../components/notifications';

const TYPES: Record<string, StartStaffPhotoRequest['contentType']> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

/** Refused in the browser or by storage: its message is the reason to show. */
class PhotoRefused extends Error {}

/** The presigned POST: the signed fields, then the file (last, as S3 requires). */
async function postToStorage(target: { url: string; fields: Record<string, string> }, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file);
  const answer = await fetch(target.url, { method: 'POST', body: form });
  if (!answer.ok) throw new PhotoRefused(m.uploadFailed);
}

/** The type to declare for a photo, by its extension; the server decides by the bytes all the same. */
function photoType(file: File): StartStaffPhotoRequest['contentType'] | undefined {
  const dot = file.name.lastIndexOf('.');
  return dot < 0 ? undefined : TYPES[file.name.slice(dot).toLowerCase()];
}

/** A staff member's own photo, shown to the clients they advise: upload (JPEG or PNG, up to 2 MB), replace, remove. */
export function AdvisorPhotoCard() {
  const client = useQueryClient();
  const photo = useQuery({ queryKey: ['admin', 'advisor-photo'], queryFn: () => api.call('staffPhotoGet') });
  const saved = (data: StaffPhotoView, message: string) => {
    client.setQueryData(['admin', 'advisor-photo'], data);
    notify('success', message);
  };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const contentType = photoType(file);
      if (!contentType) throw new PhotoRefused(m.chooseType);
      if (file.size > STAFF_PHOTO_MAX_BYTES) throw new PhotoRefused(m.tooLarge);
      const started = await api.call('staffPhotoStart', { body: { contentType, fileName: file.name } });
      await postToStorage(started.upload, file);
      return api.call('staffPhotoComplete', { body: { uploadId: started.uploadId } });
    },
    onSuccess: (data) => saved(data, m.saved),
  });
  const remove = useMutation({ mutationFn: () => api.call('staffPhotoRemove'), onSuccess: (data) => saved(data, m.removed) });
  const error = upload.error ?? remove.error;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {m.title}
        </Title>
        <Text size="sm" c="dimmed">
          {m.explainer}
        </Text>
        <Group align="flex-end">
          {photo.data?.photoUrl && <Avatar src={photo.data.photoUrl} alt={m.current} size="lg" radius="xl" />}
          <FileInput
            label={m.choose}
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            value={null}
            onChange={(file) => file && upload.mutate(file)}
            disabled={upload.isPending}
          />
          {(photo.data?.photoUrl || photo.data?.checking) && (
            <Button variant="default" onClick={() => remove.mutate()} loading={remove.isPending}>
              {m.remove}
            </Button>
          )}
        </Group>
        {photo.data?.checking && (
          <Text size="sm" role="status">
            {m.checking}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error instanceof PhotoRefused ? error.message : messageFor(error, m.uploadFailed)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
