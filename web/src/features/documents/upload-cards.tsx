import { Button, Card, FileButton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PROFILE_DOCUMENT_TYPES, documentMessages, documentTypeInfo, type DocumentType } from '@contract/documents';
import { ACCEPT } from './upload';

/** One card per document type: what it is, the accepted files, and its Upload button. */
export function UploadCards({ onChoose }: { onChoose: (documentType: DocumentType, file: File | null) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {PROFILE_DOCUMENT_TYPES.map((type) => (
        <Card key={type} withBorder padding="lg">
          <Stack gap="xs" h="100%" justify="space-between">
            <div>
              <Title order={3} size="h5">
                {documentTypeInfo[type].title}
              </Title>
              <Text size="sm" c="gray.7">
                {documentTypeInfo[type].description}
              </Text>
            </div>
            <Text size="xs" c="gray.7">
              {documentMessages.accepted}
            </Text>
            <FileButton onChange={(file) => onChoose(type, file)} accept={ACCEPT}>
              {(props) => (
                <Button {...props} variant="light" aria-label={`Upload ${documentTypeInfo[type].title}`}>
                  Upload
                </Button>
              )}
            </FileButton>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
