"""pvlib's side of `npm run bench -- tracker-year`: one year of a single-axis tracker's plane-of-array.

The case: a north-south axis (axis azimuth 180), max angle 60, gcr 0.35, backtracking, on the
TMY3 file, with the conventions of the fixtures' pvlib-reference.json (as singleaxis_reference.py):
NREL SPA (numpy) at the file's elevation, pressure from it and the file's air temperature;
Spencer DNI extra (1366.1 W/m2); Kasten-Young air mass; Perez 1990 all-sites composite, albedo 0.2.
The file is read once, outside the timing, as the engine's bench reads it once.

Timed, per call: get_solarposition, get_extra_radiation, get_relative_airmass, tracking.singleaxis
and get_total_irradiance on a fresh copy of the weather (made outside the timed span), in wall
time (perf_counter) and CPU time (process_time). Warm-up in batches until the medians of the last
two batches differ by less than 3 % (at most MAX_BATCHES batches), then RUNS timed calls.

Usage: PYTHONPATH=<pvlib-python checkout> python3 singleaxis_year.py WEATHER.CSV [RUNS]
Prints one JSON object: {"min_ms", "median_ms", "cpu_min_ms", "times_ms", "cpu_times_ms", "runs",
"warmup_batches", "stable", "pvlib", "poa_annual_kwh_m2"}.
"""

import json
import statistics
import sys
import time

import numpy as np
import pandas as pd
import pvlib

BATCH = 5
MAX_BATCHES = 20
TOLERANCE = 0.03
TRACKER = dict(axis_tilt=0, axis_azimuth=180, max_angle=60, backtrack=True, gcr=0.35)


def read_weather(path):
    """TMY3 rows are labelled with the end of their hour: the sun is evaluated mid-hour."""
    data, metadata = pvlib.iotools.read_tmy3(path, map_variables=True, coerce_year=None)
    data.index = data.index - pd.Timedelta(minutes=30)
    return data[["ghi", "dni", "dhi", "temp_air"]], metadata


def tracked_year(weather, meta):
    """The tracked plane-of-array of the year [W/m2]."""
    elevation = meta["altitude"]
    solpos = pvlib.solarposition.get_solarposition(
        weather.index, meta["latitude"], meta["longitude"], altitude=elevation,
        pressure=pvlib.atmosphere.alt2pres(elevation), temperature=weather["temp_air"],
        method="nrel_numpy",
    )
    dni_extra = pvlib.irradiance.get_extra_radiation(weather.index, solar_constant=1366.1, method="spencer")
    airmass = pvlib.atmosphere.get_relative_airmass(solpos["apparent_zenith"], model="kastenyoung1989")
    angles = pvlib.tracking.singleaxis(solpos["apparent_zenith"], solpos["azimuth"], **TRACKER)
    poa = pvlib.irradiance.get_total_irradiance(
        angles["surface_tilt"], angles["surface_azimuth"], solpos["apparent_zenith"], solpos["azimuth"],
        weather["dni"], weather["ghi"], weather["dhi"], dni_extra=dni_extra, airmass=airmass,
        albedo=0.2, model="perez", model_perez="allsitescomposite1990",
    )
    return poa["poa_global"]


def time_batch(weather, meta, calls):
    """Wall and CPU times of `calls` years [ms]."""
    times = []
    cpu_times = []
    for _ in range(calls):
        fresh = weather.copy()
        cpu_start = time.process_time()
        start = time.perf_counter()
        tracked_year(fresh, meta)
        times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu_start) * 1000)
    return times, cpu_times


def main():
    path = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 31
    weather, meta = read_weather(path)
    previous = float("nan")
    stable = False
    batches = 0
    while not stable and batches < MAX_BATCHES:
        current = statistics.median(time_batch(weather, meta, BATCH)[0])
        batches += 1
        stable = abs(current - previous) < TOLERANCE * current
        previous = current
    times, cpu_times = time_batch(weather, meta, runs)
    poa = tracked_year(weather.copy(), meta)
    print(
        json.dumps(
            {
                "min_ms": min(times),
                "median_ms": statistics.median(times),
                "cpu_min_ms": min(cpu_times),
                "times_ms": times,
                "cpu_times_ms": cpu_times,
                "runs": runs,
                "warmup_batches": batches,
                "stable": stable,
                "pvlib": pvlib.__version__,
                "poa_annual_kwh_m2": float(np.nan_to_num(poa.to_numpy()).sum() / 1000),
            }
        )
    )


if __name__ == "__main__":
    main()
