// The demo dataset's pictures. Rows used to point at a host that does not exist, so every card, carousel and
// branch page of the demo showed its "image unavailable" stand-in and the image path (storage, the panel's CSP,
// the gateway's checks of a kept image) was never seen working. Now a few JPEGs per storage folder are drawn here
// (flat shapes on a gradient, no text), stored in the storage service's table by the seed, and the rows point at
// the storage service where `npm start` serves it. Each is the size the panel's uploader demands for its folder
// (docs/decisions/0018-image-rules-per-folder.md), so a demo record can be saved again with its picture.
import { createHash } from 'node:crypto';
import { encode } from 'jpeg-js';
import { DEFAULT_PORTS } from '../../ports';
import type { FOLDERS } from '../../storage/files';

/** Where `npm start` serves the storage API; a stack on other ports shows the stand-ins, as before. */
export const DEMO_IMAGE_ORIGIN = `http://127.0.0.1:${DEFAULT_PORTS.storage}`;

type Rgb = readonly [number, number, number];
type Folder = (typeof FOLDERS)[number];

interface Picture {
  folder: Folder;
  /** Stable name of the picture inside its folder (the key's UUID is derived from it). */
  name: string;
  width: number;
  height: number;
  draw: (canvas: Canvas) => void;
}

/** An RGBA pixel buffer with the few shapes the pictures need (anti-aliased by coverage at the edges). */
class Canvas {
  readonly data: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255);
  }

  /** Top-to-bottom gradient from `top` to `bottom`. */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = this.height > 1 ? y / (this.height - 1) : 0;
      const colour: Rgb = [0, 1, 2].map((c) => top[c] + (bottom[c] - top[c]) * t) as unknown as Rgb;
      for (let x = 0; x < this.width; x++) this.blend(x, y, colour, 1);
    }
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb): void {
    this.shape(cx - radius, cy - radius, cx + radius, cy + radius, colour, (x, y) => radius - Math.hypot(x - cx, y - cy));
  }

  /** A rectangle with rounded corners of `radius`. */
  rect(left: number, top: number, right: number, bottom: number, radius: number, colour: Rgb): void {
    this.shape(left, top, right, bottom, colour, (x, y) => {
      const dx = Math.max(left + radius - x, x - (right - radius), 0);
      const dy = Math.max(top + radius - y, y - (bottom - radius), 0);
      const inside = Math.min(x - left, right - x, y - top, bottom - y);
      return dx > 0 && dy > 0 ? radius - Math.hypot(dx, dy) : inside;
    });
  }

  /** Fills the pixels whose centre is inside (signed distance > 0), blending the one-pixel edge. */
  private shape(left: number, top: number, right: number, bottom: number, colour: Rgb, distance: (x: number, y: number) => number): void {
    const x0 = Math.max(0, Math.floor(left));
    const x1 = Math.min(this.width - 1, Math.ceil(right));
    const y0 = Math.max(0, Math.floor(top));
    const y1 = Math.min(this.height - 1, Math.ceil(bottom));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const coverage = Math.min(1, Math.max(0, distance(x + 0.5, y + 0.5) + 0.5));
        if (coverage > 0) this.blend(x, y, colour, coverage);
      }
    }
  }

  private blend(x: number, y: number, colour: Rgb, alpha: number): void {
    const i = (y * this.width + x) * 4;
    for (let c = 0; c < 3; c++) this.data[i + c] = Math.round(this.data[i + c] * (1 - alpha) + colour[c] * alpha);
  }
}

const lighter = (colour: Rgb, amount: number): Rgb => colour.map((c) => c + (255 - c) * amount) as unknown as Rgb;
const darker = (colour: Rgb, amount: number): Rgb => colour.map((c) => c * (1 - amount)) as unknown as Rgb;

// The store's red and a few produce and packaging colours.
const BRAND: Rgb = [200, 32, 46];
const PRODUCE: Rgb[] = [
  [214, 48, 49],
  [243, 156, 18],
  [241, 196, 15],
  [39, 174, 96],
  [142, 68, 173],
  [160, 110, 60],
  [52, 152, 219],
  [236, 112, 160],
];

/** A product: a round item on a light shelf-coloured background. */
const product = (colour: Rgb) => (canvas: Canvas) => {
  const u = canvas.width / 100; // drawn on a 100-unit square
  canvas.gradient(lighter(colour, 0.88), lighter(colour, 0.7));
  canvas.circle(50 * u, 53.5 * u, 29.5 * u, darker(colour, 0.25));
  canvas.circle(50 * u, 50 * u, 29.5 * u, colour);
  canvas.circle(40 * u, 40 * u, 8.5 * u, lighter(colour, 0.45));
  canvas.rect(48 * u, 15 * u, 52 * u, 25 * u, 1.5 * u, [90, 70, 40]);
};

/** A recipe: a dish on a plate. */
const recipe = (colour: Rgb) => (canvas: Canvas) => {
  canvas.gradient([236, 226, 210], [214, 200, 180]);
  canvas.circle(200, 206, 160, [200, 190, 175]);
  canvas.circle(200, 200, 160, [250, 250, 248]);
  canvas.circle(200, 200, 112, colour);
  canvas.circle(168, 176, 26, lighter(colour, 0.4));
  canvas.circle(236, 222, 20, darker(colour, 0.2));
};

/** A branch: a shop front under the sky, its awning in the store's red. */
const branch = (sky: Rgb) => (canvas: Canvas) => {
  canvas.gradient(sky, lighter(sky, 0.6));
  canvas.rect(0, 420, 1039, 519, 0, [120, 120, 120]);
  canvas.rect(180, 150, 860, 430, 8, [245, 240, 232]);
  canvas.rect(160, 120, 880, 190, 12, BRAND);
  for (let x = 230; x < 820; x += 150) canvas.rect(x, 240, x + 110, 350, 6, [120, 180, 220]);
  canvas.rect(470, 300, 570, 430, 4, [90, 70, 50]);
};

/** A highlight: a bold banner with a round badge. */
const highlight = (colour: Rgb) => (canvas: Canvas) => {
  canvas.gradient(colour, darker(colour, 0.35));
  canvas.circle(300, 110, 70, lighter(colour, 0.85));
  canvas.circle(300, 110, 52, colour);
  canvas.rect(30, 60, 210, 90, 10, lighter(colour, 0.85));
  canvas.rect(30, 110, 170, 130, 8, lighter(colour, 0.6));
  canvas.rect(30, 145, 150, 165, 8, lighter(colour, 0.6));
};

/** A payment method: a card with a stripe and a chip. */
const paymentCard = (colour: Rgb) => (canvas: Canvas) => {
  canvas.gradient([246, 246, 246], [230, 230, 230]);
  canvas.rect(24, 14, 176, 111, 10, colour);
  canvas.rect(24, 36, 176, 52, 0, darker(colour, 0.45));
  canvas.rect(40, 66, 68, 86, 4, [232, 196, 90]);
  canvas.rect(100, 90, 160, 98, 3, lighter(colour, 0.6));
};

/** A notification: a wide banner with bubbles. */
const notification = (colour: Rgb) => (canvas: Canvas) => {
  canvas.gradient(lighter(colour, 0.2), darker(colour, 0.3));
  canvas.circle(820, 260, 180, lighter(colour, 0.5));
  canvas.circle(820, 260, 130, lighter(colour, 0.85));
  canvas.rect(90, 170, 560, 230, 16, lighter(colour, 0.9));
  canvas.rect(90, 270, 460, 310, 14, lighter(colour, 0.7));
};

const PICTURES = {
  // Products have no size rule: smaller than recipes, so the seed draws and encodes less.
  produtos: PRODUCE.slice(0, 6).map((colour, i) => ({ folder: 'produtos', name: `produto-${i + 1}`, width: 300, height: 300, draw: product(colour) })),
  receitas: PRODUCE.slice(4, 7).map((colour, i) => ({ folder: 'produtos', name: `receita-${i + 1}`, width: 400, height: 400, draw: recipe(colour) })),
  filiais: (
    [
      [110, 170, 230],
      [150, 200, 240],
    ] as Rgb[]
  ).map((sky, i) => ({ folder: 'filiais', name: `filial-${i + 1}`, width: 1039, height: 519, draw: branch(sky) })),
  destaques: [BRAND, PRODUCE[1], PRODUCE[3], PRODUCE[6]].map((colour, i) => ({
    folder: 'destaques',
    name: `destaque-${i + 1}`,
    width: 395,
    height: 220,
    draw: highlight(colour),
  })),
  'formas-pagamento': [PRODUCE[3], PRODUCE[6], BRAND, PRODUCE[1], PRODUCE[4], [0, 150, 136] as Rgb].map((colour, i) => ({
    folder: 'formas-pagamento',
    name: `pagamento-${i + 1}`,
    width: 200,
    height: 125,
    draw: paymentCard(colour),
  })),
  notificacoes: [BRAND, PRODUCE[6]].map((colour, i) => ({
    folder: 'notificacoes',
    name: `notificacao-${i + 1}`,
    width: 1038,
    height: 519,
    draw: notification(colour),
  })),
} satisfies Record<string, Picture[]>;

/** The storage key of a picture: its folder and a UUID made from its name (the storage API's key format). */
function keyOf(picture: Picture): string {
  const hex = createHash('sha256').update(`${picture.folder}/${picture.name}`).digest('hex');
  return `${picture.folder}/${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.jpg`;
}

export type DemoImageSet = keyof typeof PICTURES;

/** The URL of the demo picture for the `index`-th record of a set (records share a set's few pictures in turn). */
export function demoImageUrl(set: DemoImageSet, index: number): string {
  const pictures: Picture[] = PICTURES[set];
  return `${DEMO_IMAGE_ORIGIN}/files/${keyOf(pictures[index % pictures.length])}`;
}

export interface DemoImageFile {
  key: string;
  folder: string;
  file_name: string;
  content_type: 'image/jpeg';
  size: number;
  bytes: Buffer;
}

let drawn: DemoImageFile[] | undefined;

/** Every demo picture drawn and encoded, as storage_files rows: once per process (about a second, mostly the four large ones). */
export function demoImageFiles(): DemoImageFile[] {
  drawn ??= Object.values<Picture[]>(PICTURES)
    .flat()
    .map((picture) => {
      const canvas = new Canvas(picture.width, picture.height);
      picture.draw(canvas);
      const bytes = encode({ data: canvas.data, width: picture.width, height: picture.height }, 85).data;
      return { key: keyOf(picture), folder: picture.folder, file_name: `${picture.name}.jpg`, content_type: 'image/jpeg', size: bytes.length, bytes };
    });
  return drawn;
}
