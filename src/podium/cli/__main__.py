from podium.cli.app import main

main()
