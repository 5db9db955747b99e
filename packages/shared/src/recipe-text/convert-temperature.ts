import type { MeasurementSystem } from './units.ts'

/** Oven dials move in steps of 5 or more degrees: 350°F → 175°C, 180°C → 355°F. */
const TEMPERATURE_STEP = 5

export function convertTemperature(degrees: number, system: MeasurementSystem): string {
  const converted = system === 'metric' ? ((degrees - 32) * 5) / 9 : (degrees * 9) / 5 + 32
  // `|| 0` turns -0 (from -2°C and the like) into 0.
  return `${Math.round(converted / TEMPERATURE_STEP) * TEMPERATURE_STEP || 0}`
}

export function temperatureLabel(system: MeasurementSystem): string {
  return system === 'metric' ? '°C' : '°F'
}
