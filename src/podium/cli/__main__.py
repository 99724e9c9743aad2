from podium.cli.app import run

run()
