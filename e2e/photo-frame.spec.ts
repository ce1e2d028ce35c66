import sharp from "sharp";
import { expect, test } from "./helpers";

// The fixture's Sam Ortiz has a landscape photo, twice as wide as tall: blue, with a red quarter at each end.
const BLUE = [40, 90, 220];

test("a landscape photo fills its round frame, cropped to the middle, never letterboxed or squeezed", async ({
  page,
}) => {
  await page.goto("/about");
  const img = page.getByRole("article", { name: "Sam Ortiz" }).getByRole("img");
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const frame = img.locator("xpath=ancestor::span[1]");
  const box = (await frame.boundingBox())!;
  expect(Math.abs(box.width - box.height), "a square box").toBeLessThan(1);
  expect(await frame.evaluate((el) => getComputedStyle(el).borderRadius)).toBe("50%");
  expect(await img.evaluate((el) => getComputedStyle(el).objectFit)).toBe("cover");

  // Just inside the circle at its top, bottom, left and right, and at its centre: all the photo's blue middle. A
  // letterboxed photo shows the frame's background at the top and bottom; a squeezed one, the red ends at the sides.
  const { data, info } = await sharp(await frame.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colourAt = ([x, y]: number[]) => {
    const i = (Math.round(y! * (info.height - 1)) * info.width + Math.round(x! * (info.width - 1))) * 3;
    return [...data.subarray(i, i + 3)];
  };
  const points = [
    [0.5, 0.12],
    [0.5, 0.88],
    [0.12, 0.5],
    [0.88, 0.5],
    [0.5, 0.5],
  ];
  for (const point of points) {
    const colour = colourAt(point);
    expect(
      colour.every((value, i) => Math.abs(value - BLUE[i]!) < 40),
      `the photo's blue at ${point}, found rgb(${colour})`,
    ).toBe(true);
  }
});
