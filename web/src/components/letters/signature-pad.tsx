import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';

const WIDTH = 360;
const HEIGHT = 100;

/**
 * A signature drawn with a mouse, pen or finger. `onChange` receives the drawing as PNG bytes (null when cleared); the
 * bytes are drawn into the PDF in this browser and never sent (docs/letters.md).
 */
export function SignaturePad({ label, onChange }: { label: string; onChange: (png: Uint8Array | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const context = () => canvas.current?.getContext('2d') ?? null;
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * WIDTH, y: ((e.clientY - box.top) / box.height) * HEIGHT };
  };
  const save = () =>
    canvas.current?.toBlob((blob) => {
      if (blob) void blob.arrayBuffer().then((buffer) => onChange(new Uint8Array(buffer)));
    }, 'image/png');

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4, touchAction: 'none', maxWidth: '100%' }}
        onPointerDown={(e) => {
          const ctx = context();
          if (!ctx) return;
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const { x, y } = point(e);
          ctx.lineWidth = 2;
          ctx.lineCap = 'round';
          ctx.beginPath();
          ctx.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          const ctx = context();
          if (!drawing.current || !ctx) return;
          const { x, y } = point(e);
          ctx.lineTo(x, y);
          ctx.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          save();
        }}
      />
      <Group>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            context()?.clearRect(0, 0, WIDTH, HEIGHT);
            onChange(null);
          }}
        >
          Clear signature
        </Button>
      </Group>
    </Stack>
  );
}
