"""pvlib's side of `npm run bench -- pvlib-year`: one ModelChain year of the reference case.

The case is `pvwatts_10kwp_tilt30` of the fixtures' pvlib-reference.json: 10 kWp at tilt 30,
azimuth 180, Perez (albedo 0.2), NREL SPA (numpy), physical IAM, SAPM cell temperature (open
rack, glass/glass), PVWatts DC (gamma -0.35 %/C), PVWatts inverter (96 %, 10 kW AC), no other
losses. The TMY3 file is read once, outside the timing, as the engine's bench reads it once.

Timed: ModelChain.run_model on a fresh copy of the weather each call (the copy is made outside
the timed span), from the weather to hourly AC, in wall time (perf_counter) and CPU time
(process_time, as the engine's side reads process.cpuUsage). Warm-up in batches until the
medians of the last two batches differ by less than 3 % (at most MAX_BATCHES batches), then RUNS
timed calls.

Usage: PYTHONPATH=<pvlib-python checkout> python3 modelchain_year.py WEATHER.CSV [RUNS]
Prints one JSON object: {"min_ms", "median_ms", "cpu_min_ms", "times_ms", "cpu_times_ms", "runs",
"warmup_batches", "stable", "pvlib", "ac_annual_kwh"}.
"""

import json
import statistics
import sys
import time

import pandas as pd
import pvlib
from pvlib.location import Location
from pvlib.modelchain import ModelChain
from pvlib.pvsystem import PVSystem
from pvlib.temperature import TEMPERATURE_MODEL_PARAMETERS

BATCH = 5
MAX_BATCHES = 20
TOLERANCE = 0.03


def model_chain(metadata):
    """The reference case as a ModelChain for the file's site."""
    location = Location(
        metadata["latitude"], metadata["longitude"], tz="UTC", altitude=metadata["altitude"]
    )
    system = PVSystem(
        surface_tilt=30,
        surface_azimuth=180,
        albedo=0.2,
        module_parameters={"pdc0": 10_000, "gamma_pdc": -0.0035},
        # PVWatts inverter: pdc0 is the DC input at the rated AC power (10 kW / 0.96).
        inverter_parameters={"pdc0": 10_000 / 0.96, "eta_inv_nom": 0.96},
        temperature_model_parameters=TEMPERATURE_MODEL_PARAMETERS["sapm"]["open_rack_glass_glass"],
    )
    return ModelChain(
        system,
        location,
        transposition_model="perez",
        solar_position_method="nrel_numpy",
        airmass_model="kastenyoung1989",
        aoi_model="physical",
        spectral_model="no_loss",
        losses_model="no_loss",
        dc_model="pvwatts",
        ac_model="pvwatts",
    )


def read_weather(path):
    """TMY3 rows are labelled with the end of their hour in local standard time: the sun is
    evaluated mid-hour, as the engine's reader does; the index is made UTC."""
    data, metadata = pvlib.iotools.read_tmy3(path, map_variables=True)
    index = data.index - pd.Timedelta(minutes=30)
    data.index = index.tz_convert("UTC")
    weather = data[["ghi", "dni", "dhi", "temp_air", "wind_speed"]]
    return weather, metadata


def time_batch(chain, weather, calls):
    """Wall and CPU times of `calls` runs of the chain [ms]."""
    times = []
    cpu_times = []
    for _ in range(calls):
        fresh = weather.copy()
        cpu_start = time.process_time()
        start = time.perf_counter()
        chain.run_model(fresh)
        times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu_start) * 1000)
    return times, cpu_times


def main():
    path = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 31
    weather, metadata = read_weather(path)
    chain = model_chain(metadata)
    previous = float("nan")
    stable = False
    batches = 0
    while not stable and batches < MAX_BATCHES:
        current = statistics.median(time_batch(chain, weather, BATCH)[0])
        batches += 1
        stable = abs(current - previous) < TOLERANCE * current
        previous = current
    times, cpu_times = time_batch(chain, weather, runs)
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
                "ac_annual_kwh": float(chain.results.ac.sum() / 1000),
            }
        )
    )


if __name__ == "__main__":
    main()
