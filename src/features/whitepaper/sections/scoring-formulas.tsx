import { SCORING } from '../../../config/constants';
import { Formula, Fraction } from '../formula';

const { emptyFollowerPenalty: PENALTY, movingAverageAlpha: ALPHA } = SCORING;

export function BaseScoreFormula() {
  return (
    <Formula
      label={`base score b i = follower quality q i times (1 minus spam penalty p i) times m i, where m i = ${PENALTY} if the followers are empty or new accounts, otherwise 1`}
      note={
        <>
          {/* A range and an equation stay whole on their line. */}
          <var>q</var> follower quality and <var>p</var> spam penalty are fractions from 0&nbsp;to&nbsp;1; <var>m</var>
          &nbsp;=&nbsp;{PENALTY} for empty or new follower accounts, otherwise 1.
        </>
      }
    >
      <span>
        <var>b</var>
        <sub>i</sub> = <var>q</var>
        <sub>i</sub> × (1 − <var>p</var>
        <sub>i</sub>) × <var>m</var>
        <sub>i</sub>
      </span>
    </Formula>
  );
}

export function SoftmaxFormula() {
  return (
    <Formula label="softmax weight w i = e to the b i, divided by the sum over j of e to the b j">
      <var>w</var>
      <sub>i</sub> =
      <Fraction
        numerator={
          <>
            e
            <sup>
              <var>b</var>
              <sub>i</sub>
            </sup>
          </>
        }
        denominator={
          <>
            Σ<sub>j</sub> e
            <sup>
              <var>b</var>
              <sub>j</sub>
            </sup>
          </>
        }
      />
    </Formula>
  );
}

export function WeightedSumFormula() {
  return (
    <Formula label="round score S = the sum over i of w i times b i">
      <var>S</var> = Σ<sub>i</sub> <var>w</var>
      <sub>i</sub> · <var>b</var>
      <sub>i</sub>
    </Formula>
  );
}

export function MovingAverageFormula() {
  return (
    <Formula
      label={`new score = (1 minus alpha) times old score plus alpha times current score, with alpha = ${ALPHA}`}
      note={
        <>
          with <var>α</var> = {ALPHA}
        </>
      }
    >
      <span>
        score<sub>new</sub> = (1 − <var>α</var>) · score<sub>old</sub> + <var>α</var> · <var>S</var>
        <sub>current</sub>
      </span>
    </Formula>
  );
}
