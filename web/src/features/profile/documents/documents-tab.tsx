// A stand-in until the docs branch's Documents tab is merged (the integrator keeps docs' version of this file).
import { Text } from '@mantine/core';

export default function DocumentsTab({ documents }: { documents: { id: string; fileName: string; status: string }[]; onChanged(): void }) {
  return <Text c="dimmed">{documents.length === 0 ? 'Document upload is not available in this build yet.' : `${documents.length} documents on file.`}</Text>;
}
