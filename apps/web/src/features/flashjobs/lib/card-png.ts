/** Reads a same-site image into a data URL, so the card's picture survives being drawn as an image. */
async function inline(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) return null;
    const blob = await response.blob();
    return await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}

/**
 * The card as a PNG at twice its drawn size. An SVG drawn as an image loads nothing of its own, so
 * its pictures are inlined first.
 */
export async function cardPng(svg: SVGSVGElement, width: number, height: number): Promise<Blob> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  for (const image of Array.from(copy.querySelectorAll("image"))) {
    const href = image.getAttribute("href");
    const data = href ? await inline(href) : null;
    if (data) image.setAttribute("href", data);
    else image.remove();
  }
  copy.setAttribute("width", String(width));
  copy.setAttribute("height", String(height));
  const source = new XMLSerializer().serializeToString(copy);
  const url = URL.createObjectURL(new Blob([source], { type: "image/svg+xml" }));
  try {
    const picture = new Image();
    picture.src = url;
    await picture.decode();
    const canvas = document.createElement("canvas");
    canvas.width = width * 2;
    canvas.height = height * 2;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.drawImage(picture, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no image"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
