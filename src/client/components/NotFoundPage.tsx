import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <Title order={1}>404 Page Not Found</Title>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to="/">
        Back to Home
      </Button>
    </Stack>
  );
}
