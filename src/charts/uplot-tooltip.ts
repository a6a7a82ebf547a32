// A uPlot plugin: a data tooltip that follows the pointer with no delay, drawn without React (no commit per move).
import type uPlot from 'uplot';

interface TooltipRow {
  label: string;
  value: string;
  color: string;
}

export interface TooltipContent {
  title: string;
  rows: TooltipRow[];
}

const GAP_PX = 14;

/** Shows `describe(idx)` next to the cursor while it is over the plot; hides when it leaves. */
export function tooltipPlugin(describe: (u: uPlot, idx: number) => TooltipContent, className: string): uPlot.Plugin {
  let tip: HTMLDivElement | null = null;

  const render = (content: TooltipContent) => {
    if (!tip) return;
    const title = document.createElement('p');
    title.textContent = content.title;
    const list = document.createElement('dl');
    for (const row of content.rows) {
      const term = document.createElement('dt');
      const swatch = document.createElement('span');
      swatch.style.background = row.color;
      swatch.setAttribute('aria-hidden', 'true');
      term.append(swatch, row.label);
      const value = document.createElement('dd');
      value.textContent = row.value;
      list.append(term, value);
    }
    tip.replaceChildren(title, list);
  };

  return {
    hooks: {
      init: (u) => {
        tip = document.createElement('div');
        tip.className = className;
        tip.setAttribute('role', 'tooltip');
        tip.hidden = true;
        u.over.append(tip);
        u.over.addEventListener('mouseleave', () => {
          if (tip) tip.hidden = true;
        });
      },
      setCursor: (u) => {
        const { idx, left, top } = u.cursor;
        if (!tip || idx == null || left == null || top == null || left < 0) {
          if (tip) tip.hidden = true;
          return;
        }
        render(describe(u, idx));
        tip.hidden = false;
        // Keep the tooltip inside the plot: flip to the other side of the pointer near an edge.
        const width = tip.offsetWidth;
        const height = tip.offsetHeight;
        const x = left + GAP_PX + width > u.over.clientWidth ? left - GAP_PX - width : left + GAP_PX;
        const y = top + GAP_PX + height > u.over.clientHeight ? Math.max(0, top - GAP_PX - height) : top + GAP_PX;
        tip.style.transform = `translate(${Math.max(0, x)}px, ${y}px)`;
      },
      destroy: () => {
        tip?.remove();
        tip = null;
      },
    },
  };
}
