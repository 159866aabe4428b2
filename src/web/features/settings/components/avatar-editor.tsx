import { ImageUp } from "lucide-react";
import { FieldError } from "@/components/ui/form-field.js";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { settingsMessages } from "@shared/messages.js";
import { Button } from "@/components/ui/button.js";
import { Label } from "@/components/ui/label.js";

/** The avatar is stored as a square PNG of this many pixels a side. */
const size = 256;
/** A source picture larger than this is not a photo of someone. */
const maxSourceBytes = 15 * 1024 * 1024;

interface Crop {
  zoom: number;
  x: number;
  y: number;
}

/** Where the picture lands in the square for a crop: it always covers the square. */
function placement(image: HTMLImageElement, crop: Crop) {
  const scale = Math.max(size / image.naturalWidth, size / image.naturalHeight) * crop.zoom;
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  const clamp = (value: number, span: number) => Math.min(0, Math.max(size - span, value));
  return { width, height, left: clamp((size - width) / 2 + crop.x, width), top: clamp((size - height) / 2 + crop.y, height) };
}

/**
 * Choose a picture, then drag it (or use the arrow keys) and zoom to frame it in the square;
 * the preview is exactly what is saved.
 */
export function AvatarEditor({ onSave, onCancel, saving }: { onSave: (picture: Blob) => void; onCancel: () => void; saving: boolean }) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0, y: 0 });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context || !image) return;
    const { width, height, left, top } = placement(image, crop);
    context.clearRect(0, 0, size, size);
    context.drawImage(image, left, top, width, height);
  }, [image, crop]);

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!/^image\/(png|jpeg|webp|gif)$/.test(file.type) || file.size > maxSourceBytes) {
      setError(settingsMessages.avatarNotImage);
      return;
    }
    const url = URL.createObjectURL(file);
    const picture = new Image();
    picture.onload = () => {
      setImage(picture);
      setCrop({ zoom: 1, x: 0, y: 0 });
    };
    picture.onerror = () => {
      URL.revokeObjectURL(url);
      setError(settingsMessages.avatarNotImage);
    };
    picture.src = url;
  };

  const move = (dx: number, dy: number, from: Crop = crop) => {
    if (!image) return;
    const next = { ...from, x: from.x + dx, y: from.y + dy };
    // Keep the offset within what the clamp allows, so the picture follows the pointer back.
    const { left, top, width, height } = placement(image, next);
    setCrop({ ...next, x: left - (size - width) / 2, y: top - (size - height) / 2 });
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    const ratio = size / event.currentTarget.getBoundingClientRect().width;
    move((event.clientX - drag.current.x) * ratio, (event.clientY - drag.current.y) * ratio, drag.current.crop);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = event.shiftKey ? 32 : 8;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    move(delta[0], delta[1]);
  };

  const save = () => canvas.current?.toBlob((blob) => (blob ? onSave(blob) : setError(settingsMessages.avatarFailed)), "image/png");

  return (
    <div className="grid gap-3 rounded-md border p-3">
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        aria-label="Picture file"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {image ? (
        <div className="flex flex-wrap items-start gap-4">
          <canvas
            ref={canvas}
            width={size}
            height={size}
            tabIndex={0}
            role="img"
            aria-label="Avatar preview: drag the picture or use the arrow keys to frame it"
            className="size-40 cursor-move touch-none rounded-full border bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onKeyDown={onKeyDown}
          />
          <div className="grid min-w-40 flex-1 gap-2">
            <Label htmlFor={`${id}-zoom`}>Zoom</Label>
            <input
              id={`${id}-zoom`}
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={crop.zoom}
              onChange={(event) => setCrop((current) => ({ ...current, zoom: Number(event.target.value) }))}
              className="accent-primary"
            />
            <Button type="button" variant="link" className="h-auto justify-self-start p-0" onClick={() => input.current?.click()}>
              Choose another picture
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => input.current?.click()}>
          <ImageUp className="size-4" aria-hidden="true" /> Choose a picture
        </Button>
      )}
      {error && <FieldError role="alert">{error}</FieldError>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="button" onClick={save} disabled={!image || saving}>
          {saving ? "Saving…" : "Save picture"}
        </Button>
      </div>
    </div>
  );
}
