// The stage's background and the faint guide ellipses of the three rings, drawn by the GPU from
// formulas rather than images: on a CPU rasteriser, sampling a texture over the whole canvas every
// frame cost a quarter of the frame rate, and 288 ellipse segments cost a batch of their own,
// where a few arithmetic operations per pixel cost next to nothing. The background reproduces the
// stylesheet's (a vertical gradient under two soft elliptical glows), so the canvas can be opaque:
// the compositor then draws nothing under it and copies it without blending. Nor is it clipped to the
// stage's rounded corners, which would make the compositor blend it after all: it paints them itself,
// the stage's border along each curve and the page beyond it.
import { MeshGeometry, Shader, UniformGroup, type Mesh, type TextureShader } from 'pixi.js';
import { useEffect, useMemo } from 'react';
import { LAYERS, RING } from '../content/demo-nodes';
import type { SceneLayout } from '../layout/stage-layout';
import { STAGE_FRAME } from '../layout/stage-layout';
import { LAYER_COLOR, PAGE, STAGE_BORDER } from './palette';
import { STAGE_GLOWS, STAGE_TOP } from './stage-backdrop';

const vec3 = (color: number) =>
  `vec3(${[(color >> 16) & 255, (color >> 8) & 255, color & 255].map((c) => (c / 255).toFixed(4)).join(', ')})`;

/** A GLSL float literal: GLSL does not turn an int argument into a float one. */
const float = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));

const VERTEX = `
in vec2 aPosition;
in vec2 aUV;
out vec2 vUV;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vUV = aUV;
}`;

// As the stylesheet layers it (stage-backdrop.ts's STAGE_GLOWS): the linear gradient at the bottom, then each
// glow, fading linearly to nothing at its last stop. Then each ring's ellipse: a
// 1 px line (its distance estimated from the ellipse's implicit function), faded with the scene.
// Last the corners: past the stage's rounded inner edge its border, then the page, each by coverage.
const FRAGMENT = `
in vec2 vUV;
out vec4 finalColor;
uniform vec2 uSize;
uniform float uOrbitAlpha;
uniform float uCornerRadius;
float glow(vec2 uv, vec2 centre, vec2 radii, float alpha, float end) {
  return alpha * max(0.0, 1.0 - length((uv - centre) / radii) / end);
}
float ellipse(vec2 p, vec2 radii) {
  vec2 q = p / radii;
  float k = length(q);
  float distance = (k - 1.0) * k / max(length(q / radii), 1e-4);
  return clamp(1.0 - abs(distance), 0.0, 1.0);
}
void main() {
  vec3 colour = mix(${vec3(STAGE_TOP)}, ${vec3(PAGE)}, vUV.y);
${STAGE_GLOWS.map(
  ({ color, alpha, centre, radii, end }) =>
    `  colour = mix(colour, ${vec3(color)}, glow(vUV, vec2(${centre.map(float).join(', ')}), vec2(${radii.map(float).join(', ')}), ${float(alpha)}, ${float(end)}));`,
).join('\n')}
  vec2 p = (vUV - 0.5) * uSize;
${LAYERS.map(
  (layer) =>
    `  colour = mix(colour, ${vec3(LAYER_COLOR[layer])}, 0.1 * uOrbitAlpha * ellipse(p, vec2(${(RING[layer].rx / 100).toFixed(3)}, ${(RING[layer].ry / 100).toFixed(3)}) * uSize));`,
).join('\n')}
  vec2 corner = max(abs(p) - (0.5 * uSize - uCornerRadius), 0.0);
  float outside = length(corner) - uCornerRadius;
  float inside = clamp(0.5 - outside, 0.0, 1.0);
  float framed = clamp(0.5 + ${STAGE_FRAME.borderPx.toFixed(1)} - outside, 0.0, 1.0);
  vec3 border = mix(colour, ${vec3(STAGE_BORDER.color)}, ${STAGE_BORDER.alpha.toFixed(3)});
  colour = colour * inside + border * (framed - inside) + ${vec3(PAGE)} * (1.0 - framed);
  // An ordered half-level of dither hides the 8-bit bands a slow gradient would otherwise show.
  float dither = mod(gl_FragCoord.x + 2.0 * gl_FragCoord.y, 4.0) / 4.0 - 0.375;
  finalColor = vec4(colour + dither / 255.0, 1.0);
}`;

// Pixi types a mesh's shader as one that samples a texture; this one samples none.
type BackgroundShader = TextureShader & { resources: { stage: UniformGroup } };

/** The stage's background and guide ellipses; `orbitAlpha` fades the ellipses with the scene. */
export function StageBackground({
  layout,
  onShader,
}: {
  layout: SceneLayout;
  onShader: (shader: BackgroundShader) => void;
}) {
  const { width, height } = layout;
  const geometry = useMemo(
    () =>
      new MeshGeometry({
        positions: new Float32Array([0, 0, width, 0, width, height, 0, height]),
        uvs: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
        indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
      }),
    [width, height],
  );
  const shader = useMemo(
    () =>
      Shader.from({
        gl: { vertex: VERTEX, fragment: FRAGMENT, name: 'stage-background' },
        resources: {
          stage: new UniformGroup({
            uSize: { value: new Float32Array([width, height]), type: 'vec2<f32>' },
            uOrbitAlpha: { value: 1, type: 'f32' },
            uCornerRadius: { value: layout.cornerRadius, type: 'f32' },
          }),
        },
      }) as unknown as BackgroundShader,
    [width, height, layout.cornerRadius],
  );
  useEffect(() => onShader(shader), [shader, onShader]);
  useEffect(() => () => shader.destroy(), [shader]);
  return (
    <pixiMesh
      geometry={geometry}
      shader={shader}
      // Opaque: nothing under it to blend with.
      ref={(mesh: Mesh | null) => {
        if (mesh) mesh.state.blend = false;
      }}
    />
  );
}

export type { BackgroundShader };
